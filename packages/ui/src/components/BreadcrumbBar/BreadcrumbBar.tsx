import { ChevronRightIcon, MenuIcon } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './BreadcrumbBar.css';

export type BreadcrumbItem = { label: string; href?: string };
/** Spec §9: 1 = Chinese (the default), 2 = English. */
export const BREADCRUMB_LANGUAGES = [1, 2] as const;
export type BreadcrumbLanguage = (typeof BREADCRUMB_LANGUAGES)[number];

export type BreadcrumbBarProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** The trail, root first; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Text after the trail, e.g. the case being created. */
  extra?: ReactNode;
  onNavigate?: (item: BreadcrumbItem, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Whether the sidebar is collapsed; the toggle shows it as pressed. */
  collapsed?: boolean;
  /** Called with the state the user asks for. No toggle without it. */
  onToggleSidebar?: (collapsed: boolean) => void;
  /** Shows the language toggle (course pages) with this language chosen. */
  language?: BreadcrumbLanguage;
  onLanguageChange?: (language: BreadcrumbLanguage) => void;
  toggleSidebarLabel?: string;
  trailLabel?: string;
  languageGroupLabel?: string;
  languageLabels?: Record<BreadcrumbLanguage, string>;
};

/** The bar under the header: sidebar toggle, breadcrumb trail and, on course pages, language. */
export const BreadcrumbBar = forwardRef<HTMLDivElement, BreadcrumbBarProps>(function BreadcrumbBar(
  {
    items,
    extra,
    onNavigate,
    collapsed = false,
    onToggleSidebar,
    language,
    onLanguageChange,
    toggleSidebarLabel = 'Collapse sidebar',
    trailLabel = 'Breadcrumb',
    languageGroupLabel = 'Language',
    languageLabels = { 1: 'Chinese', 2: 'English' },
    className,
    ...props
  },
  ref,
) {
  return (
    <div ref={ref} className={[styles.bar, className].filter(Boolean).join(' ')} {...props}>
      {onToggleSidebar && (
        <IconButton
          size="sm"
          label={toggleSidebarLabel}
          icon={<MenuIcon />}
          aria-pressed={collapsed}
          onClick={() => onToggleSidebar(!collapsed)}
        />
      )}
      <nav aria-label={trailLabel} className={styles.trail}>
        <ol className={styles.list}>
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={`${item.label}|${item.href ?? ''}`} className={styles.item}>
                {index > 0 && (
                  <span className={styles.separator} aria-hidden>
                    <ChevronRightIcon />
                  </span>
                )}
                {last || !item.href ? (
                  <span
                    className={last ? styles.current : undefined}
                    aria-current={last ? 'page' : undefined}
                  >
                    {item.label}
                  </span>
                ) : (
                  <a
                    href={item.href}
                    className={styles.link}
                    onClick={(event) => onNavigate?.(item, event)}
                  >
                    {item.label}
                  </a>
                )}
              </li>
            );
          })}
          {extra && <li className={styles.extra}>{extra}</li>}
        </ol>
      </nav>
      {language !== undefined && (
        <fieldset aria-label={languageGroupLabel} className={styles.languages}>
          {BREADCRUMB_LANGUAGES.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.language}
              aria-pressed={language === value}
              onClick={() => language !== value && onLanguageChange?.(value)}
            >
              {languageLabels[value]}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
});
BreadcrumbBar.displayName = 'BreadcrumbBar';
