import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** Library build: one ES module per source file (tree-shakable), CSS bundled separately. */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    cssMinify: false,
    cssCodeSplit: true,
    lib: {
      entry: { index: src('index.ts') },
      formats: ['es'],
    },
    rolldownOptions: {
      input: {
        index: src('index.ts'),
        styles: src('styles.css'),
        tokens: src('tokens/tokens.css'),
        base: src('base/base.css'),
      },
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@radix-ui\//, 'class-variance-authority'],
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
