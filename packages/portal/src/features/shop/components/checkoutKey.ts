/**
 * The idempotency key of one checkout (docs/commerce.md rule 2): made once when the confirm page
 * is opened and kept in its address (`?key=`), so a retry, a double click and F5 send the same
 * key and the server places one order; opening the confirm page again from the cart makes a new
 * one. Between 8 and 100 characters, as the contract takes.
 */
export const KEY_PARAM = 'key';

const KEY_PATTERN = /^[\w-]{8,100}$/;

/** A new key: a UUID where the browser makes one, else 32 random hex digits. */
export function newCheckoutKey(
  random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key an address holds, when it is one the server takes; else null (a new one is made). */
export function keyFrom(params: URLSearchParams): string | null {
  const key = params.get(KEY_PARAM);
  return key && KEY_PATTERN.test(key) ? key : null;
}
