/**
 * Import boundaries checked in CI (`pnpm lint`). The portal: app → features → shared, one way;
 * no feature imports another; the design system knows nothing of the portal or the contract.
 * The server: a handler area (`handlers/x.ts` or `handlers/x/…`) never imports another area's
 * handlers, and the layers below them (domain, db, mail, seed) never import handlers at all
 * (docs/server-pattern.md).
 * See docs/decisions/portal.md ("Boundaries") for why dependency-cruiser rather than Biome.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-another-feature',
      comment:
        'A feature uses shared/ or the packages, never another feature (move the piece to shared/).',
      severity: 'error',
      from: { path: '^packages/portal/src/features/([^/]+)/' },
      to: { path: '^packages/portal/src/features/', pathNot: '^packages/portal/src/features/$1/' },
    },
    {
      name: 'feature-imports-app',
      comment: 'app/ composes the features; a feature never reaches back into it.',
      severity: 'error',
      from: { path: '^packages/portal/src/features/' },
      to: { path: '^packages/portal/src/app/' },
    },
    {
      name: 'shared-imports-up',
      comment: 'shared/ is below app/ and features/: it imports neither.',
      severity: 'error',
      from: { path: '^packages/portal/src/shared/' },
      to: { path: '^packages/portal/src/(app|features)/' },
    },
    {
      name: 'ui-knows-the-portal-or-contract',
      comment: '@bq/ui is a design system: no portal, contract or server code in it.',
      severity: 'error',
      from: { path: '^packages/ui/src/' },
      to: { path: '^packages/(portal|contract|server)/|^@bq/(contract|portal|server)' },
    },
    {
      name: 'server-handler-imports-another-area',
      comment:
        "A handler area uses src/domain (or db, mail…), never another area's handlers: move the shared rule to src/domain/<area>/. handlers/index.ts composes the areas and is exempt.",
      severity: 'error',
      // `[^/.]+` names the area alike for handlers/org.ts and handlers/people/info.ts.
      from: {
        path: '^packages/server/src/handlers/([^/.]+)',
        pathNot: '^packages/server/src/handlers/index\\.ts$',
      },
      to: {
        path: '^packages/server/src/handlers/',
        pathNot: '^packages/server/src/handlers/$1(/|\\.ts$)',
      },
    },
    {
      name: 'server-layer-imports-handlers',
      comment:
        "domain/, db/, mail/, seed/, jobs/ and plugins/ never import handlers: a plugin starts an area's timers, jobs and non-contract routes from its domain, and handlers only answer calls.",
      severity: 'error',
      from: { path: '^packages/server/src/(domain|db|mail|seed|jobs|plugins)/' },
      to: { path: '^packages/server/src/handlers/' },
    },
    {
      name: 'server-circular',
      comment:
        'A module of the server never imports itself back through others: a circle makes load order decide what a module sees at start, and two modules that need each other are one rule split in two (move the shared part below both).',
      severity: 'error',
      from: { path: '^packages/server/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|node_modules)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
