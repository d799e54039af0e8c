export * from "./activity.ts";
export * from "./answers.ts";
export * from "./endpoints.ts";
export * from "./event-time.ts";
export * from "./live-shows.ts";
export * from "./messages.ts";
export * from "./show-form.ts";
export * from "./video.ts";
