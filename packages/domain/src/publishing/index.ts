export * from "./activity.ts";
export * from "./answers.ts";
export * from "./book-form.ts";
export * from "./endpoints.ts";
export * from "./messages.ts";
export * from "./publishing.ts";
export * from "./selling.ts";
export * from "./content-access.ts";
