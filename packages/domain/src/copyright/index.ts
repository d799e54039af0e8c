export * from "./answers.ts";
export * from "./content-access.ts";
export * from "./copyright.ts";
export * from "./endpoints.ts";
export * from "./filing.ts";
export * from "./forms.ts";
export * from "./messages.ts";
export * from "./office.ts";
