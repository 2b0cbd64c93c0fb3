import { firstCharacters } from '@bq/validators';
import * as Popover from '@radix-ui/react-popover';
import { ChevronDownIcon } from 'lucide-react';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { vars } from '../../theme/vars.css';
import * as styles from './Sidebar.css';

export type SidebarItem = {
  id: string;
  label: string;
  icon?: ReactNode;
  href?: string;
  children?: readonly SidebarItem[];
};

export type SidebarState = 'expanded' | 'collapsed';

export type SidebarProps = Omit<ComponentPropsWithoutRef<'nav'>, 'children'> & {
  items: readonly SidebarItem[];
  /** The current page by item id… */
  activeId?: string;
  /**
   * …or by its href (e.g. the current hash route). With no exact match, the item whose href is
   * the longest path prefix wins, so `#/transaction/caselist/closed` marks `#/transaction/caselist`.
   */
  activeHref?: string;
  /** Icon-only mode: labels move to aria-labels and tooltips, groups open as flyouts. */
  collapsed?: boolean;
  /** Called when a link is clicked, e.g. to route without a reload (call `preventDefault`). */
  onNavigate?: (item: SidebarItem, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Names the navigation landmark. */
  label?: string;
};

/** Ids from the root to the item that matches, or [] when nothing does. */
function pathTo(items: readonly SidebarItem[], match: (item: SidebarItem) => boolean): string[] {
  for (const item of items) {
    if (match(item)) return [item.id];
    const below = item.children ? pathTo(item.children, match) : [];
    if (below.length > 0) return [item.id, ...below];
  }
  return [];
}

/** Every href in the tree, depth first. */
function hrefsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.href ? [item.href] : []),
    ...(item.children ? hrefsOf(item.children) : []),
  ]);
}

/** The href of the page `href` lies under: itself, else its longest path prefix in the menu. */
function closestHref(items: readonly SidebarItem[], href: string): string | undefined {
  const hrefs = hrefsOf(items);
  if (hrefs.includes(href)) return href;
  const under = (candidate: string) =>
    href.startsWith(candidate.endsWith('/') ? candidate : `${candidate}/`);
  return hrefs.filter(under).sort((a, b) => b.length - a.length)[0];
}

type Ctx = {
  activePath: string[];
  open: Set<string>;
  toggle: (id: string, open: boolean) => void;
  onNavigate: SidebarProps['onNavigate'];
};

// A child's label lines up with its parent's label: one icon plus its gap further in.
const indent = (depth: number) => ({
  paddingLeft: `calc(${vars.space.lg} + ${depth} * (${vars.space.lg} + ${vars.space.sm}))`,
});

type ItemIconProps = { item: SidebarItem; showInitial?: boolean; depth?: number };

/** The item's icon; a blank at the top level so labels align; the initial in the narrow bar. */
function ItemIcon({ item, showInitial = false, depth = 0 }: ItemIconProps) {
  if (item.icon) return <span className={styles.icon}>{item.icon}</span>;
  if (!showInitial) return depth === 0 ? <span className={styles.icon} aria-hidden /> : null;
  return (
    <span className={[styles.icon, styles.initial].join(' ')} aria-hidden>
      {firstCharacters(item.label, 1).toUpperCase()}
    </span>
  );
}

function Link({ item, depth, ctx, iconOnly }: ItemProps & { iconOnly?: boolean }) {
  const active = ctx.activePath.at(-1) === item.id;
  return (
    <a
      href={item.href}
      className={[styles.row, iconOnly && styles.iconRow].filter(Boolean).join(' ')}
      style={iconOnly ? undefined : indent(depth)}
      aria-current={active ? 'page' : undefined}
      aria-label={iconOnly ? item.label : undefined}
      title={iconOnly ? item.label : undefined}
      onClick={(event) => ctx.onNavigate?.(item, event)}
    >
      <ItemIcon item={item} showInitial={iconOnly} depth={depth} />
      {!iconOnly && (
        <span className={styles.label} title={item.label}>
          {item.label}
        </span>
      )}
    </a>
  );
}

type ItemProps = { item: SidebarItem; depth: number; ctx: Ctx };

function Group({ item, depth, ctx }: ItemProps) {
  const open = ctx.open.has(item.id);
  const hasActive = ctx.activePath.includes(item.id);
  const listId = useId();
  const state = open ? 'open' : 'closed';
  return (
    // A disclosure: a button that shows or drops the list (what Radix Collapsible did, without it).
    <li data-state={state}>
      <button
        type="button"
        className={styles.row}
        style={indent(depth)}
        aria-controls={listId}
        aria-expanded={open}
        data-state={state}
        data-has-active={hasActive || undefined}
        onClick={() => ctx.toggle(item.id, !open)}
      >
        <ItemIcon item={item} depth={depth} />
        <span className={styles.label} title={item.label}>
          {item.label}
        </span>
        <ChevronDownIcon className={styles.chevron} aria-hidden />
      </button>
      {open && (
        <ul id={listId} className={styles.nested} data-state={state}>
          <Items items={item.children ?? []} depth={depth + 1} ctx={ctx} />
        </ul>
      )}
    </li>
  );
}

function Items({ items, depth, ctx }: { items: readonly SidebarItem[]; depth: number; ctx: Ctx }) {
  return items.map((item) =>
    item.children?.length ? (
      <Group key={item.id} item={item} depth={depth} ctx={ctx} />
    ) : (
      <li key={item.id}>
        <Link item={item} depth={depth} ctx={ctx} />
      </li>
    ),
  );
}

/** In the narrow bar a group is an icon that opens its children beside the bar. */
function Flyout({ item, ctx }: Omit<ItemProps, 'depth'>) {
  const [open, setOpen] = useState(false);
  const hasActive = ctx.activePath.includes(item.id);
  const flyoutCtx: Ctx = {
    ...ctx,
    onNavigate: (target, event) => {
      setOpen(false);
      ctx.onNavigate?.(target, event);
    },
  };
  return (
    <li>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          className={[styles.row, styles.iconRow].join(' ')}
          aria-label={item.label}
          title={item.label}
          data-has-active={hasActive || undefined}
        >
          <ItemIcon item={item} showInitial />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="right"
            align="start"
            sideOffset={4}
            className={styles.flyout}
            aria-label={item.label}
          >
            <div className={styles.flyoutTitle} aria-hidden>
              {item.label}
            </div>
            <ul className={styles.nested}>
              <Items items={item.children ?? []} depth={0} ctx={flyoutCtx} />
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </li>
  );
}

/**
 * The portal's dark navy menu from a tree of items. The active item is marked
 * `aria-current="page"` and its ancestors start open; groups are disclosure buttons, so the whole
 * menu works with Tab, Enter and Space.
 */
export const Sidebar = forwardRef<HTMLElement, SidebarProps>(function Sidebar(
  {
    items,
    activeId,
    activeHref,
    collapsed = false,
    onNavigate,
    label = 'Main menu',
    className,
    ...props
  },
  ref,
) {
  const activePath = useMemo(() => {
    if (activeId !== undefined) return pathTo(items, (item) => item.id === activeId);
    if (activeHref === undefined) return [];
    const href = closestHref(items, activeHref);
    return href === undefined ? [] : pathTo(items, (item) => item.href === href);
  }, [items, activeId, activeHref]);
  const [open, setOpen] = useState(() => new Set(activePath.slice(0, -1)));

  // Navigating elsewhere opens the new page's ancestors; groups the user opened stay open.
  useEffect(() => {
    setOpen((current) => {
      const missing = activePath.slice(0, -1).filter((id) => !current.has(id));
      return missing.length ? new Set([...current, ...missing]) : current;
    });
  }, [activePath]);

  const ctx: Ctx = {
    activePath,
    open,
    onNavigate,
    toggle: (id, next) =>
      setOpen((current) => {
        const copy = new Set(current);
        if (next) copy.add(id);
        else copy.delete(id);
        return copy;
      }),
  };
  const state: SidebarState = collapsed ? 'collapsed' : 'expanded';

  return (
    <nav
      ref={ref}
      aria-label={label}
      className={[styles.nav, className].filter(Boolean).join(' ')}
      data-state={state}
      {...props}
    >
      <ul className={styles.list}>
        {collapsed ? (
          items.map((item) =>
            item.children?.length ? (
              <Flyout key={item.id} item={item} ctx={ctx} />
            ) : (
              <li key={item.id}>
                <Link item={item} depth={0} ctx={ctx} iconOnly />
              </li>
            ),
          )
        ) : (
          <Items items={items} depth={0} ctx={ctx} />
        )}
      </ul>
    </nav>
  );
});
Sidebar.displayName = 'Sidebar';
