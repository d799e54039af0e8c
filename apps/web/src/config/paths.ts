// One place for in-app paths: the shared route table's, so web links and server redirects agree.
export { PATHS } from "@wbe3/domain";
