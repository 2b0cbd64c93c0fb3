/**
 * A new idempotency key for one write that moves money (a payment accepted, a refund approved, a
 * payout made): the server answers the first answer to a retry sent with the same key, so a lost
 * answer or a second click does not decide twice. A UUID where the browser makes one, else 32
 * random hex digits; the contract takes 8–100 letters, digits, `-` or `_`.
 */
export function newIdempotencyKey(
  random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
