/** What the build's chunking groups may ask of the module graph (rolldown's chunking context). */
export interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Every module `starts` import, transitively; `lazily` follows `import()` too. */
export function reach(
  ctx: ChunkingContext,
  starts: string[],
  lazily = false,
  seen = new Set<string>(),
): Set<string> {
  const stack = [...starts];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []));
    if (lazily) stack.push(...(info?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

/**
 * The modules the login screen may load: the entry's, and the login page's with what it imports
 * lazily. A chunking group leaves these where they are, so the login's budgets do not move.
 */
export function loginScreenModules(
  ctx: ChunkingContext,
  entry: string,
  loginPages: string[],
): Set<string> {
  return reach(ctx, loginPages, true, reach(ctx, [entry]));
}
