/**
 * Builds the workbench page into dist/web/ (`npm run build:web`), which the server serves.
 * `npx vite --config src/web/client/vite.config.mts` serves it with live reload instead, with
 * the API proxied to a server started with `npm run serve` (port 7707).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/",
  publicDir: false,
  logLevel: "warn",
  build: {
    outDir: fileURLToPath(new URL("../../../dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // One small page: its script and styles only; no inlined assets (the server's CSP allows 'self').
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  server: { host: "127.0.0.1", proxy: { "/api": "http://127.0.0.1:7707" } },
});
