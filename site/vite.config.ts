import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', port: 3000 },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The prerender script reads it to link each page's own chunks and styles.
        manifest: true,
        assetsInlineLimit: 0,
      },
}));
