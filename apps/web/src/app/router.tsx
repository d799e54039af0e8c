import { createBrowserRouter } from "react-router";
import { createAppRoutes } from "./routes";

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
