import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * Library build: one ES module per source file (tree-shakable), and the `check-theme` command line.
 * The stylesheets are written by scripts/build-css.ts.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    cssMinify: false,
    lib: {
      entry: { index: src('index.ts') },
      formats: ['es'],
    },
    rolldownOptions: {
      input: {
        index: src('index.ts'),
        cli: src('cli.ts'),
      },
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@radix-ui\//, 'class-variance-authority', /^node:/],
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
