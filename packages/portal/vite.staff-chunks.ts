import { type ChunkingContext, loginScreenModules, reach } from './vite.chunk-graph.js';

/**
 * Code-splitting groups for the staff's shell: what every signed-in page loads before it shows
 * (the main layout, the session's start-up, the route table, the HTTP client's helpers, the
 * dialogs the header opens). Split automatically, that was about fifty files of 1–10 KB, and
 * Lighthouse's slow phone link pays a round trip per file, six at a time: the agent's home page
 * scored 45 with its heading painted last (issue 29 §4). Grouped, most of them are two files
 * (the rest are pieces the login screen loads too).
 *
 * - `staff-shell`: the portal's and the libraries' modules the layout imports (statically) that
 *   neither the entry nor the login page reaches, lazily included, so the login screen and its
 *   submit load exactly what they did (their budgets are within 1 KB and 10 KB of the limit).
 * - `staff-design`: the design system's pieces a signed-in page is likely to show and their
 *   Radix parts. The design system's barrel makes every piece look reachable from the entry, so
 *   they are named; `preloadPublicPages` fails the build if the login screen ever loads this chunk.
 */
export function staffShellGroups(options: {
  entry: string;
  /** The login page: its modules, lazily imported ones included, stay where they are. */
  keepOut: string[];
  /** The staff layout's module. */
  layout: string;
  designPieces: RegExp;
}) {
  const { entry, keepOut, layout, designPieces } = options;
  let keptOut: Set<string> | null = null;
  let shell: Set<string> | null = null;
  const groupOf = (id: string, ctx: ChunkingContext): string | null => {
    if (designPieces.test(id)) return 'staff-design';
    keptOut ??= loginScreenModules(ctx, entry, keepOut);
    shell ??= reach(ctx, [layout]);
    if (!shell.has(id) || keptOut.has(id)) return null;
    return 'staff-shell';
  };
  return [{ name: groupOf, includeDependenciesRecursively: false }];
}
