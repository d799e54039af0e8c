import "@/lib/zod-csp";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "@/app/providers";
import { createAppRouter } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain an element with id 'root'");

// One query client for the router (which starts pages' data early) and the components.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
