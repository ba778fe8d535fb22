import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Library build: one ES module per source file; dependencies stay external. */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    lib: {
      entry: {
        index: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
        react: fileURLToPath(new URL('./src/react.ts', import.meta.url)),
        'schemas/index': fileURLToPath(new URL('./src/schemas/index.ts', import.meta.url)),
        'posts/index': fileURLToPath(new URL('./src/posts/index.ts', import.meta.url)),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: [/^react($|\/)/, /^zod($|\/)/, /^@inclusion\//],
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
