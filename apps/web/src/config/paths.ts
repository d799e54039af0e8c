// One place for in-app paths: the shared route table's, so web links and server redirects agree.
export { PATHS } from "@wbe3/domain";

/** /tiers reached as the last step of sign-up: choosing there always lands on the dashboard. */
export const SIGNUP_TIERS_QUERY = { name: "from", value: "signup" } as const;
export const SIGNUP_TIERS_PATH = `/tiers?${SIGNUP_TIERS_QUERY.name}=${SIGNUP_TIERS_QUERY.value}`;
