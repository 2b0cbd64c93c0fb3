/**
 * The hall shows a page of courses at a time: 500 published courses are 25 pages of 20 cards,
 * so a render never lays out more than one page (no visible stall, no virtualiser to ship).
 */
export const HALL_PAGE_SIZE = 20;

/** The courses on `page` (1-based; a page past the end shows the last one). */
export function pageOf<T>(items: readonly T[], page: number, size = HALL_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { page: current, pageCount, items: items.slice((current - 1) * size, current * size) };
}

/** Title or tag search in either language, case-insensitive. */
export function matches(
  course: { titleZh: string; titleEn: string; tags: readonly string[] },
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [course.titleZh, course.titleEn, ...course.tags].some((t) => t.toLowerCase().includes(q));
}
