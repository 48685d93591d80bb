import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress.ts';
import { stacklessReactMarkers } from './vite-plugins/stackless-react-markers.ts';

// In development the API runs beside Vite; in production the API serves apps/web/dist itself.
export default defineConfig({
  // Brotli and gzip copies of the output, served as they are by the API (ADR-042); React's
  // markers made without a stack (ADR-090).
  plugins: [react(), stacklessReactMarkers(), precompress()],
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
    // The shell's head keeps its preloads of the entry's imports. A page chunk imported later is
    // not preceded by a preload link per module it imports: each link the app adds costs the main
    // thread about a millisecond, some 30 for a form page, while the browser fetches those imports
    // itself as it reads the chunk. Its stylesheets are still linked (ADR-052).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
});
