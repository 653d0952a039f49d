// Vite config of the web app. The API server (apps/server) serves /api and /media; in dev the
// proxy forwards them so the app and the API share one origin, as in production.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.VITE_API_PROXY ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/media": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Read by scripts/bundle-size.mjs to measure what each public page loads first.
    manifest: true,
    rolldownOptions: {
      // @sah/domain is side-effect free (constants, texts and zod schemas), but its package.json
      // does not say so: without this, importing one constant would pull zod and every schema
      // into the public entry chunk.
      treeshake: {
        moduleSideEffects: (id: string) => !/packages[\\/]domain[\\/]/.test(id),
      },
    },
  },
});
