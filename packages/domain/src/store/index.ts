export * from "./answers.ts";
export * from "./endpoints.ts";
export * from "./messages.ts";
export * from "./product-form.ts";
export * from "./store.ts";
export * from "./selling.ts";
