import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useRef, useState } from 'react';
import * as styles from './AppShell.css';

/** The media query under which the shell's menu is an icon bar that opens as a drawer. */
export const NARROW_SCREEN = styles.NARROW_SCREEN;

export type AppShellState = 'expanded' | 'collapsed';

/** How the page came: the first one shows at once, one reached by a navigation fades in. */
export const appShellPageEntries = ['first', 'navigated'] as const;
export type AppShellPageEntry = (typeof appShellPageEntries)[number];

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
  /** Changes when the page changes, so each page after the first fades in. */
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
  // The first page is not faded in: it would be invisible for the fade's length just as the load
  // ends, and a browser counts a page's largest paint only once its text is visible (Lighthouse,
  // home on a slow phone: the heading painted 0.2 s after the rest, its largest paint 2.9 s).
  const [page, setPage] = useState({ key: pageKey, entry: 'first' as AppShellPageEntry });
  if (page.key !== pageKey) setPage({ key: pageKey, entry: 'navigated' });
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
          <div key={pageKey} className={styles.page} data-state={page.entry}>
            {children}
          </div>
        </main>
      </div>
    </div>
  );
});
AppShell.displayName = 'AppShell';
