import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// Everything the package depends on (and react itself) stays an import, so the consumer's bundler
// dedupes it; only @bq/ui's own code lands in dist.
const externals = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];
const isExternal = (id: string) =>
  externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    target: 'es2022',
    // One stylesheet for the whole library: `import '@bq/ui/style.css'` once in the app.
    cssCodeSplit: false,
    lib: {
      // The reset is a second entry: imported only for its side effect from the theme barrel,
      // it would otherwise be tree-shaken away and miss dist/style.css.
      entry: ['src/index.ts', 'src/theme/reset.css.ts'],
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // One output file per source module: a consumer importing only Badge never parses the
        // dialog or table code, even with a bundler that tree-shakes poorly.
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
