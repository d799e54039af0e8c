import "@/lib/zod-csp";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { AppRouter } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain an element with id 'root'");

// One query client for the router (which starts pages' data early) and the components.
const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouter queryClient={queryClient} />
    </AppProviders>
  </StrictMode>,
);
