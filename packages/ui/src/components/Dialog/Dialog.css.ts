import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed layer behind every modal; shared by the dialogs and the image preview. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
});

/** The focus ring every interactive piece in these dialogs uses. */
export const focusRing = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.modal,
  maxWidth: `calc(100vw - ${vars.space.xxl})`,
  maxHeight: `calc(100vh - ${vars.space.xxl})`,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
  ':focus': { outline: 'none' },
});

// Spec §9 "Dialog widths 460px and 520px".
export const width = styleVariants({
  sm: { width: vars.size.dialogSm },
  md: { width: vars.size.dialogMd },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.sm}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const body = style({
  padding: `${vars.space.sm} ${vars.space.xl}`,
  overflowY: 'auto',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
});

// Content under the description (a form, a comment field) sits a step below it.
export const description = style({
  margin: 0,
  color: vars.color.text,
  selectors: { '&:not(:last-child)': { marginBottom: vars.space.md } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
});
