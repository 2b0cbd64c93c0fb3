/**
 * A short, readable label of a browser's User-Agent for the security log and the list of one's
 * sessions: "Chrome 131 on Windows", "Safari on iPhone". The header is whatever the client sends,
 * so the label is built only from names matched here (never a copy of the header), capped, and
 * "Unknown device" otherwise. Written here rather than taken from a UA parser package: a dozen
 * patterns cover the browsers an office uses, and a parser's database of thousands of devices is
 * weight the server would load for a label (docs/decisions/platform.md "Sessions and the security
 * log").
 */

export const UNKNOWN_DEVICE = 'Unknown device';

/** First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  // Headless Chrome (automation) reads as Chrome: it is one.
  ['Chrome', /(?:\b|Headless)(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
  ['curl', /^curl\/(\d+)/],
  ['Node.js', /\bnode(?:-fetch)?\b|\bundici\b|^axios\/(\d+)/i],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  if (ua.trim() === '') return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([, p]) => p.test(ua));
  const system = SYSTEMS.find(([, p]) => p.test(ua))?.[0];
  const version = browser ? browser[1].exec(ua)?.[1] : undefined;
  const name = browser ? (version ? `${browser[0]} ${version}` : browser[0]) : null;
  if (name && system) return `${name} on ${system}`;
  return name ?? (system ? `Browser on ${system}` : UNKNOWN_DEVICE);
}
