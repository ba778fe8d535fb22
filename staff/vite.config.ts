import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The staff inbox, built on its own: the API server answers every address under /staff with
 * dist/index.html and serves its files from /staff/assets/. The public site is another build.
 */
export default defineConfig({
  base: '/staff/',
  plugins: [react()],
  server: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the inbox supports knows modulepreload; the polyfill would be an inline script,
    // which the server's Content-Security-Policy refuses.
    modulePreload: { polyfill: false },
  },
});
