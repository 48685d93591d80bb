import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress';

// In development the API runs beside Vite; in production the API serves apps/web/dist itself.
export default defineConfig({
  // Brotli and gzip copies of the output, served as they are by the API (ADR-042).
  plugins: [react(), precompress()],
  // `@/…` imports resolve through the `paths` of tsconfig.json.
  resolve: { tsconfigPaths: true },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/files': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // scripts/bundle-budget.ts reads the manifest to find what the home page loads.
    manifest: true,
    sourcemap: false,
  },
});
