import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiOrigin = "http://127.0.0.1:8787";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": apiOrigin,
      "/ipfs": apiOrigin,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen needs in one chunk. Left to itself, rolldown splits modules
          // shared with lazy chunks into a dozen small common chunks (to avoid circular chunk
          // imports), and each costs the first screen its own gzip overhead: about 5 KB in all.
          groups: [{ name: "app", tags: ["$initial"] }],
        },
      },
    },
  },
});
