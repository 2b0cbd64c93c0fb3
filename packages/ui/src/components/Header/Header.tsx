import { BellIcon, LogOutIcon, MailIcon } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Badge, formatBadgeCount } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Header.css';
import { type HeaderRole, RoleMenu } from './RoleMenu';

export type HeaderTexts = {
  /** Names the pending-approval button; gets the count so it can say it. */
  pendingLabel: (count: number) => string;
  unreadLabel: (count: number) => string;
  switchRoleLabel: string;
  logout: string;
  logoutTitle: string;
  logoutMessage: string;
  confirm: string;
  cancel: string;
};

export const DEFAULT_HEADER_TEXTS: HeaderTexts = {
  pendingLabel: (count) =>
    count > 0 ? `Pending approvals: ${formatBadgeCount(count)}` : 'Pending approvals',
  unreadLabel: (count) =>
    count > 0 ? `Unread messages: ${formatBadgeCount(count)}` : 'Unread messages',
  switchRoleLabel: 'Switch role',
  logout: 'Log out',
  logoutTitle: 'Log out',
  logoutMessage: 'Are you sure you want to log out?',
  confirm: 'OK',
  cancel: 'Cancel',
};

export type HeaderProps = Omit<ComponentPropsWithoutRef<'header'>, 'children'> & {
  logo?: ReactNode;
  userName?: string;
  /** The user's roles (spec §3); the entry with `ifActive` is marked in the switcher. */
  roles?: readonly HeaderRole[];
  onSwitchRole?: (roleId: HeaderRole['roleId']) => void;
  showPendingBadge?: boolean;
  pendingCount?: number;
  onPendingClick?: () => void;
  showUnreadBadge?: boolean;
  unreadCount?: number;
  onUnreadClick?: () => void;
  /** Called after the user confirms logging out; a returned promise keeps the confirm busy. */
  onLogout?: () => unknown;
  texts?: Partial<HeaderTexts>;
  /** A search box (e.g. a CommandPaletteTrigger), between the logo and the buttons. */
  search?: ReactNode;
};

/** The portal's top bar. It shows what it is given and reports clicks; it fetches nothing. */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  {
    logo,
    userName,
    roles = [],
    onSwitchRole,
    showPendingBadge = false,
    pendingCount = 0,
    onPendingClick,
    showUnreadBadge = false,
    unreadCount = 0,
    onUnreadClick,
    onLogout,
    texts: textsProp,
    search,
    className,
    ...props
  },
  ref,
) {
  const texts = { ...DEFAULT_HEADER_TEXTS, ...textsProp };
  return (
    <header ref={ref} className={[styles.header, className].filter(Boolean).join(' ')} {...props}>
      {logo && <div className={styles.logo}>{logo}</div>}
      {search && <div className={styles.search}>{search}</div>}
      <div className={styles.actions}>
        {showPendingBadge && (
          <Badge count={pendingCount} aria-hidden>
            <IconButton
              label={texts.pendingLabel(pendingCount)}
              icon={<BellIcon />}
              onClick={onPendingClick}
            />
          </Badge>
        )}
        {showUnreadBadge && (
          <Badge count={unreadCount} aria-hidden>
            <IconButton
              label={texts.unreadLabel(unreadCount)}
              icon={<MailIcon />}
              onClick={onUnreadClick}
            />
          </Badge>
        )}
        {userName && (
          <span className={styles.userName} title={userName}>
            {userName}
          </span>
        )}
        <RoleMenu roles={roles} onSwitchRole={onSwitchRole} label={texts.switchRoleLabel} />
        <ConfirmDialog
          trigger={
            <Button variant="ghost" icon={<LogOutIcon aria-hidden />} aria-label={texts.logout}>
              <span className={styles.wide}>{texts.logout}</span>
            </Button>
          }
          title={texts.logoutTitle}
          message={texts.logoutMessage}
          confirmText={texts.confirm}
          cancelText={texts.cancel}
          onConfirm={onLogout}
        />
      </div>
    </header>
  );
});
Header.displayName = 'Header';
