import { describe, expect, it } from 'vitest';
import { tokens } from './tokens';

function luminance(hex: string): number {
  const channels = hex
    .replace('#', '')
    .match(/../g)
    ?.map((pair) => Number.parseInt(pair, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  if (channels?.length !== 3) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const c = tokens.color;
// Every pairing the components use for text on a background.
const textPairs: Array<[string, string, string]> = [
  ['body text on surface', c.text, c.surface],
  ['body text on muted surface', c.text, c.surfaceMuted],
  ['muted text on surface', c.textMuted, c.surface],
  ['muted text on muted surface', c.textMuted, c.surfaceMuted],
  ['subtle text on surface', c.textSubtle, c.surface],
  ['link on surface', c.link, c.surface],
  ['text on brand', c.onBrand, c.brand],
  ['text on brand hover', c.onBrand, c.brandHover],
  ['text on accent', c.onAccent, c.accent],
  ['text on accent hover', c.onAccent, c.accentHover],
  ['text on danger', c.textInverse, c.danger],
  ['text on success', c.textInverse, c.success],
  ['danger text on surface', c.danger, c.surface],
  ['success text on surface', c.success, c.surface],
  ['warning text on surface', c.warning, c.surface],
  ['success tag', c.onSuccessSoft, c.successSoft],
  ['warning tag', c.onWarningSoft, c.warningSoft],
  ['danger tag', c.onDangerSoft, c.dangerSoft],
  ['info tag', c.onInfoSoft, c.infoSoft],
  ['neutral tag', c.onNeutralSoft, c.neutralSoft],
  ['brand-soft text', c.brand, c.brandSoft],
  ['sidebar item', c.onSidebar, c.sidebar],
  ['sidebar hover item', c.onSidebar, c.sidebarHover],
  ['sidebar active item', c.onSidebarActive, c.sidebarActive],
];

describe('default theme colours', () => {
  it.each(textPairs)('%s meets WCAG AA contrast (4.5:1)', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring stands out from the surface (3:1 for non-text UI)', () => {
    expect(contrast(c.focusRing, c.surface)).toBeGreaterThanOrEqual(3);
  });
});
