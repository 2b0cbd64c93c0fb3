import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `pnpm dev` proxies the API to the server started next to Vite (see the root `dev` script). */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Relative asset URLs: the built portal works under any path the server mounts it on.
  base: './',
  build: {
    target: 'es2022',
    sourcemap: true,
    // The size check (scripts/size.mjs) reads the manifest to find the login route's chunks.
    manifest: true,
    // Every browser staff use preloads modules natively; the polyfill would only weigh on the
    // first load.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
});
