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
    // Every browser of the build target but Safari 16 and Firefox before 115 preloads modules
    // itself; those two merely fetch a lazy chunk's imports one after the other. The polyfill
    // would cost every visitor's first screen its bytes.
    modulePreload: { polyfill: false },
    manifest: true,
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
