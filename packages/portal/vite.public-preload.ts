import type { Plugin, Rollup } from 'vite';
import { type ChunkingContext, loginScreenModules, reach } from './vite.chunk-graph.js';

/** A public first page: the hash it answers and the module it is built from (absolute path). */
export interface PublicPage {
  hash: string;
  file: string;
}

/**
 * The public course hall and its detail are a visitor's first page, loaded lazily so that their
 * file lists stay off the login screen's scripts. Loaded lazily, each level of their imports
 * waited for the one before it: nine round trips before the hall's heading showed (Lighthouse,
 * slow 4G: the heading is the largest paint, 89% of it "render delay").
 *
 * This writes a few lines into index.html that, on those hashes, ask for every file of the page
 * at once next to the entry (`modulepreload`, and its stylesheets as `preload`). On any other hash
 * they do the same for the staff shell when the browser holds a staff session (`staffModules`),
 * and nothing otherwise. The server allows exactly this script by its hash (its CSP).
 */
export function preloadPublicPages(
  pages: PublicPage[],
  keepOut: string[],
  /**
   * The modules a signed-in staff page starts with (the layout, the page list, the session's
   * start-up): their files are asked for, and their stylesheets applied, at once when the browser
   * holds a staff session (a token, not a tourist's), instead of once the entry has run and the
   * router has asked for them. Vite's own preload then finds them listed and skips them:
   * inserting those links from the router's first navigation was 20–60 ms of one script task.
   */
  staffModules: string[] = [],
  /**
   * The page every sign-in lands on (`/home`, where a bookmark of the portal opens too): on its
   * exact hash, with a staff session, its own files are asked for with the staff shell's. Found
   * by the router only once the shell had run, they were a round trip of their own before the
   * page could show (Lighthouse, /home on slow 4G with a cold cache).
   */
  staffLanding?: PublicPage,
): Plugin {
  return {
    name: 'bq:preload-public-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const graphOf = (start: string): Set<string> => {
        const seen = new Set<string>();
        const walk = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of chunks.get(file)?.imports ?? []) walk(next);
        };
        walk(start);
        return seen;
      };
      /** The chunk a page's module was built into; the build fails without one. */
      const builtFrom = (file: string): Rollup.OutputChunk => {
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId === file);
        if (!chunk) this.error(`preloadPublicPages: no chunk built from ${file}`);
        return chunk;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') {
        this.error('preloadPublicPages: no entry chunk or index.html in the bundle');
      }
      const loadedByEntry = graphOf(entry.fileName);
      // The groups of publicPageGroups are the public pages' own: the login screen never waits
      // for one, nor for anything they import.
      const loginScreen = new Set(loadedByEntry);
      for (const chunk of chunks.values()) {
        if (chunk.facadeModuleId && keepOut.includes(chunk.facadeModuleId)) {
          for (const file of [chunk.fileName, ...chunk.dynamicImports]) {
            for (const reached of graphOf(file)) loginScreen.add(reached);
          }
        }
      }
      const leaked = [...loginScreen].filter((file) => /(^|\/)(public-\d|staff-)/.test(file));
      if (leaked.length > 0) {
        this.error(`preloadPublicPages: the login screen would load ${leaked.join(', ')}`);
      }
      const plan: Record<string, [string[], string[]]> = {};
      for (const page of pages) {
        const chunk = builtFrom(page.file);
        const files = [...graphOf(chunk.fileName)].filter((file) => !loadedByEntry.has(file));
        const styles = files.flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        plan[page.hash] = [files, styles];
      }
      // Files and stylesheets in the order Vite's own preload would insert them (a file's
      // imports first, then its styles): the order of the stylesheets is their cascade.
      const staffFiles = new Set<string>();
      const staffStyles = new Set<string>();
      const visit = (file: string) => {
        if (staffFiles.has(file) || loadedByEntry.has(file)) return;
        staffFiles.add(file);
        for (const next of chunks.get(file)?.imports ?? []) visit(next);
        for (const css of chunks.get(file)?.viteMetadata?.importedCss ?? []) staffStyles.add(css);
      };
      for (const id of staffModules) {
        const chunk = [...chunks.values()].find((c) => c.moduleIds.includes(id));
        if (!chunk) this.error(`preloadPublicPages: no chunk holds ${id}`);
        visit(chunk.fileName);
      }
      const staff: [string[], string[]] = [[...staffFiles], [...staffStyles]];
      let landing: [string, string[], string[]] = ['', [], []];
      if (staffLanding) {
        // What the landing page loads beyond the shell (`staff` holds the shell's, as it was).
        visit(builtFrom(staffLanding.file).fileName);
        landing = [
          staffLanding.hash,
          [...staffFiles].filter((file) => !staff[0].includes(file)),
          [...staffStyles].filter((css) => !staff[1].includes(css)),
        ];
      }
      // ES5-plain and self-contained: it runs before any module, from the page's own bytes. A
      // storage the browser refuses (a private mode) preloads nothing.
      const script =
        `(function(h,p,s,d,g){` +
        `function m(f){var l=d.createElement('link');l.rel='modulepreload';l.href='./'+f;d.head.appendChild(l)}` +
        `function c(f){var l=d.createElement('link');l.rel='preload';l.as='style';l.href='./'+f;d.head.appendChild(l)}` +
        `function y(f){var l=d.createElement('link');l.rel='stylesheet';l.href='./'+f;d.head.appendChild(l)}` +
        `for(var k in p)if(h.indexOf(k)===0){p[k][0].forEach(m);p[k][1].forEach(c);return}` +
        `try{if(localStorage.getItem('token')&&!localStorage.getItem('TOURIST')){s[0].forEach(m);s[1].forEach(y);` +
        `if(h.split('?')[0]===g[0]){g[1].forEach(m);g[2].forEach(y)}}}catch(e){}` +
        `})(location.hash,${JSON.stringify(plan)},${JSON.stringify(staff)},document,${JSON.stringify(landing)})`;
      const source = String(html.source);
      if (!source.includes('</head>')) this.error('preloadPublicPages: index.html has no </head>');
      html.source = source.replace('</head>', `  <script>${script}</script>\n  </head>`);
    },
  };
}

/**
 * Code-splitting groups that cut the number of files a public page loads: each shared library
 * part and each helper used to be a chunk of its own (1–4 KB), and a slow phone link pays a round
 * trip per file, six at a time. The first page's own code (portal modules reachable from it and
 * not from the entry or the login page) becomes one chunk, and the libraries it uses one more;
 * the entry and the login page load what they did; the design system's pieces they use, one more.
 */
export function publicPageGroups(options: {
  entry: string;
  /** Pages whose modules, lazily imported ones included, stay where they are (the login page). */
  keepOut: string[];
  pages: string[];
  /**
   * The design system's pieces (and their icons) the pages use and the entry and login page do
   * not. Its barrel makes every piece look reachable from the entry, so they are named; `preloadPublicPages`
   * fails the build if the entry or the login page ever loads one of these chunks.
   */
  sharedPieces: RegExp;
}) {
  const { entry, keepOut, pages, sharedPieces } = options;
  let keptOut: Set<string> | null = null;
  const pageGraphs = new Map<string, Set<string>>();
  const groupOf = (id: string, ctx: ChunkingContext): string | null => {
    keptOut ??= loginScreenModules(ctx, entry, keepOut);
    if (pages.includes(id)) return null;
    const designPiece = sharedPieces.test(id);
    if (!designPiece && (keptOut.has(id) || /[\\/]packages[\\/]ui[\\/]/.test(id))) return null;
    // The first listed page that reaches it: a later page imports the earlier page's chunk.
    const index = pages.findIndex((page) => {
      if (!pageGraphs.has(page)) pageGraphs.set(page, reach(ctx, [page]));
      return pageGraphs.get(page)?.has(id);
    });
    if (index < 0) return null;
    const kind = designPiece ? '-design' : /[\\/]node_modules[\\/]/.test(id) ? '-libraries' : '';
    return `public-${index}${kind}`;
  };
  return [{ name: groupOf, includeDependenciesRecursively: false }];
}
