import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useRef } from 'react';
import * as styles from './AppShell.css';

/** The media query under which the shell's menu is an icon bar that opens as a drawer. */
export const NARROW_SCREEN = styles.NARROW_SCREEN;

export type AppShellState = 'expanded' | 'collapsed';

export type AppShellProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** The navigation column (brand, Create new, Sidebar). */
  sidebar: ReactNode;
  /** The top bar (Header). */
  header?: ReactNode;
  /** Under the header (BreadcrumbBar); stays fixed while the page scrolls. */
  breadcrumb?: ReactNode;
  /** Narrow, icon-only navigation column. On a narrow screen, false opens it as a drawer. */
  collapsed?: boolean;
  /** A click beside the open drawer (narrow screens) asks to close it. */
  onCollapse?: () => void;
  /** A navigation is under way: shows a thin progress bar along the top. */
  busy?: boolean;
  /** Changes when the page changes, so each new page fades in. */
  pageKey?: string;
  /** Accessible name of the busy indicator. */
  busyLabel?: string;
  /** Text of the skip link, the first stop of the Tab key (pass the page's language). */
  skipLinkLabel?: string;
  children: ReactNode;
};

/**
 * The staff area's frame: navigation on the left, header and breadcrumb on top, the page below.
 * Only the page scrolls, so the header, breadcrumb and menu are always at hand. The first Tab
 * stop is a skip link, shown only while focused, that moves the focus to the page (WCAG 2.4.1).
 */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    sidebar,
    header,
    breadcrumb,
    collapsed = false,
    onCollapse,
    busy = false,
    pageKey,
    busyLabel = 'Loading page',
    skipLinkLabel = 'Skip to main content',
    className,
    children,
    ...props
  },
  ref,
) {
  const state: AppShellState = collapsed ? 'collapsed' : 'expanded';
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
      {...props}
    >
      {/* A link for what it is (a jump within the page, read as a link), but it moves the focus
          itself: under hash routing, following href="#main" would go to a route named "main". */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is an in-page link; the click only keeps the hash route */}
      <a
        href="#main"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {skipLinkLabel}
      </a>
      {busy && <div className={styles.progress} role="progressbar" aria-label={busyLabel} />}
      <div className={styles.backdrop} aria-hidden onClick={onCollapse} />
      <aside className={styles.aside}>{sidebar}</aside>
      <div className={styles.column}>
        <div className={styles.bars}>
          {header}
          {breadcrumb}
        </div>
        <main ref={mainRef} className={styles.main} id="main" tabIndex={-1}>
          <div key={pageKey} className={styles.page}>
            {children}
          </div>
        </main>
      </div>
    </div>
  );
});
AppShell.displayName = 'AppShell';
