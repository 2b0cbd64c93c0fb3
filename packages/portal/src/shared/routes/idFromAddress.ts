/**
 * An id (or page number) from the address — a route parameter or a `?name=` value — or undefined
 * when it is not one: a pasted `abc`, `0`, `1.5` or a number past PostgreSQL's `integer` reads as
 * absent, so a page shows "not found" or its default instead of asking the server for nonsense.
 */
export function idFromAddress(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number.parseInt(value, 10);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}
