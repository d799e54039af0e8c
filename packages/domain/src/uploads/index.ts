export * from "./activity.ts";
export * from "./answers.ts";
export * from "./categories.ts";
export * from "./endpoints.ts";
export * from "./form-options.ts";
export * from "./messages.ts";
export * from "./upload-form.ts";
export * from "./uploads.ts";
