import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** In development, /login answers the sign-in page as the API does for the build. */
function signInPageInDevelopment(): Plugin {
  return {
    name: 'sign-in-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname, query] = (request.url ?? '').split('?');
        if (pathname === '/login') request.url = `/sign-in.html${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}

// The API serves the built app and answers under /api; in development Vite proxies to it.
// Every text asset is also written brotli- and gzip-compressed, which the server sends as they are.
export default defineConfig({
  plugins: [
    react(),
    signInPageInDevelopment(),
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  ],
  // Two pages: the app, and the sign-in page on its own (served for /login) so a first visit is light.
  // The manifest tells the first-load benchmark (bench/web) which chunks each page needs.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      input: { app: 'index.html', signIn: 'sign-in.html' },
    },
  },
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
