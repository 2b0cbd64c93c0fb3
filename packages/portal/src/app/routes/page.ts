import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export interface PageEntry {
  load: PageLoader;
  /** Rendered outside the staff layout (login, 404, hand-over pages, tourist hall). */
  bare?: boolean;
}

/** One page module and every route that shows it: the module is named once, whatever its parents. */
export function page(
  load: PageLoader,
  routes: readonly string[],
  options: Omit<PageEntry, 'load'> = {},
): Record<string, PageEntry> {
  return Object.fromEntries(routes.map((path) => [path, { load, ...options }]));
}
