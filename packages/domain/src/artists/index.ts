export * from "./answers.ts";
export * from "./artists.ts";
export * from "./endpoints.ts";
export * from "./messages.ts";
export * from "./social-links.ts";
