import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { earlyCalls, START_CALLS } from './vite.early-calls.js';
import { preloadPublicPages, publicPageGroups } from './vite.public-preload.js';
import { staffShellGroups } from './vite.staff-chunks.js';

/**
 * React Router publishes its production build (no dev warnings, no invariant texts) only under
 * `dist/production`, and its package exports never select it; a build points at it directly.
 */
const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionRouter = [
  { find: /^react-router$/, replacement: `${routerDir}/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDir}/dist/production/dom-export.mjs` },
];

/** `pnpm dev` proxies the API to the server started next to Vite (see the root `dev` script). */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

const fromHere = (file: string) => path.resolve(import.meta.dirname, file);

/** The pages a visitor opens first without an account, and the addresses that show them. */
const PUBLIC_PAGES = [
  {
    hash: '#/bq-institute-tourist/index',
    file: fromHere('src/features/institute/pages/TouristHallPage.tsx'),
  },
  {
    hash: '#/bq-institute-tourist/detail',
    file: fromHere('src/features/institute/pages/TouristDetailPage.tsx'),
  },
];
const LOGIN_PAGE = fromHere('src/features/auth/pages/LoginPage.tsx');

/** What every signed-in staff page starts with (the main layout, the page list, the session). */
const STAFF_START = [
  fromHere('src/app/routes/pages.ts'),
  fromHere('src/app/layout/MainLayout.tsx'),
  fromHere('src/app/session/loadAccess.ts'),
];

/**
 * The design system's pieces (and their Radix parts and icons) that signed-in pages load and the
 * login screen does not: the layout's dialogs, and what most lists, records and editors show.
 */
const STAFF_DESIGN_PIECES = new RegExp(
  [
    String.raw`[\\/]ui[\\/]src[\\/]components[\\/](ConfirmDialog|Dialog|Spinner|Amount|ImagePreview|Skeleton|StatusTag|DescriptionList|DataTable|DateInput|Select|FilterBar|FilterTabs|Tabs)[\\/]`,
    String.raw`[\\/]@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal|popover|popper|select|tabs|roving-focus|collection|direction|id|use-size|use-previous|visually-hidden)[\\/]`,
    String.raw`[\\/](@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]`,
    String.raw`[\\/]lucide-react[\\/].*[\\/]icons[\\/](zoom-in|zoom-out|rotate-ccw|rotate-cw|plus|calendar|check|chevron-down|chevron-up)\.m?js$`,
  ].join('|'),
);

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    earlyCalls(loadEnv(mode, import.meta.dirname).VITE_API_BASE ?? '/api/', START_CALLS),
    vanillaExtractPlugin(),
    preloadPublicPages(PUBLIC_PAGES, [LOGIN_PAGE], STAFF_START, {
      hash: '#/home',
      file: fromHere('src/features/home/pages/DashboardPage.tsx'),
    }),
  ],
  // Relative asset URLs: the built portal works under any path the server mounts it on.
  base: './',
  resolve: { alias: command === 'build' ? productionRouter : [] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The size check (scripts/size.mjs) reads the manifest to find the login route's chunks.
    manifest: true,
    // Every browser staff use preloads modules natively; the polyfill would only weigh on the
    // first load.
    modulePreload: {
      polyfill: false,
      // These fetch their own pieces when they load instead of being named where they are
      // imported: a signed-in tourist's corner (~40 files, 0.4 KB in every hall visitor's first
      // load), and the public hall's two pages and the 404 page, first pages whose lists would
      // sit in the entry, on the login screen's budget (issue 9: 110 KB).
      resolveDependencies: (filename, deps) =>
        /\/(TouristCorner|TouristHallPage|TouristDetailPage|NotFoundPage)-/.test(filename)
          ? []
          : deps,
    },
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...publicPageGroups({
              entry: fromHere('src/main.tsx'),
              keepOut: [LOGIN_PAGE],
              pages: PUBLIC_PAGES.map((page) => page.file),
              sharedPieces:
                /[\\/](components[\\/](Card|EmptyState|Pagination|IconButton)[\\/]|icons[\\/](archive|chevrons?-(left|right))\.m?js$)/,
            }),
            ...staffShellGroups({
              entry: fromHere('src/main.tsx'),
              keepOut: [LOGIN_PAGE],
              layout: fromHere('src/app/layout/MainLayout.tsx'),
              designPieces: STAFF_DESIGN_PIECES,
            }),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
}));
