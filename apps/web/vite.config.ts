import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built app and answers under /api; in development Vite proxies to it.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
