/**
 * The default theme as plain data. Every value here fills one slot of the theme contract in
 * `vars.css.ts`; a second theme is another object of the same shape.
 *
 * Colour pairs that carry text are checked for WCAG AA contrast in `tokens.test.ts`, so a
 * change here that makes text unreadable fails the build rather than a user.
 */
export const tokens = {
  color: {
    // Dark navy brand (spec §9 "dark navy theme colour").
    brand: '#1b2b4b',
    brandHover: '#26396a',
    brandSoft: '#e8edf7',
    onBrand: '#ffffff',
    accent: '#2457c5',
    accentHover: '#1c479f',
    onAccent: '#ffffff',

    surface: '#ffffff',
    surfaceMuted: '#f5f7fa',
    surfaceSunken: '#eef1f5',
    overlay: 'rgba(15, 23, 42, 0.55)',

    text: '#1f2937',
    textMuted: '#4b5563',
    textSubtle: '#6b7280',
    textDisabled: '#9ca3af',
    textInverse: '#ffffff',
    link: '#1d4ed8',

    border: '#d1d5db',
    borderStrong: '#9ca3af',
    focusRing: '#2563eb',

    success: '#15803d',
    successSoft: '#dcfce7',
    onSuccessSoft: '#14532d',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    onWarningSoft: '#78350f',
    danger: '#c81e1e',
    dangerHover: '#a31919',
    dangerSoft: '#fee2e2',
    onDangerSoft: '#7f1d1d',
    info: '#1d4ed8',
    infoSoft: '#dbeafe',
    onInfoSoft: '#1e3a8a',
    neutralSoft: '#e5e7eb',
    onNeutralSoft: '#374151',

    // Sidebar sits on the brand colour.
    sidebar: '#1b2b4b',
    sidebarHover: '#26396a',
    sidebarActive: '#2457c5',
    onSidebar: '#d7deeb',
    onSidebarActive: '#ffffff',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    none: '0',
    sm: '3px',
    md: '6px',
    lg: '10px',
    full: '9999px',
  },
  font: {
    body: '"DejaVu Sans", "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "Noto Sans SC", "WenQuanYi Micro Hei", sans-serif',
    mono: '"DejaVu Sans Mono", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '12px',
    sm: '13px',
    md: '14px',
    lg: '16px',
    xl: '20px',
    xxl: '24px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  // Layers, lowest first, so overlays never fight over stacking order.
  zIndex: {
    base: '0',
    sticky: '100',
    sidebar: '200',
    header: '300',
    dropdown: '1000',
    overlay: '2000',
    modal: '2100',
    popover: '2200',
    toast: '3000',
    loading: '4000',
  },
  size: {
    controlSm: '28px',
    controlMd: '34px',
    controlLg: '40px',
    headerHeight: '56px',
    sidebarWidth: '220px',
    sidebarCollapsedWidth: '56px',
    dialogSm: '460px',
    dialogMd: '520px',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
  },
} as const;

export type Tokens = typeof tokens;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape a theme must fill: same keys as the default tokens, any string values. */
export type ThemeTokens = Widen<Tokens>;
