// Who may do what: the roles and the access rule of a page or endpoint. Below auth and shared
// (shared/endpoint.ts types each endpoint's access with it), so neither imports the other back.
export * from "./access.ts";
export * from "./roles.ts";
