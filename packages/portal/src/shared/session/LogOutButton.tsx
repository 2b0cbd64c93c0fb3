import { Button, type ButtonProps, ConfirmDialog } from '@bq/ui';
import { useLogOut } from './useLogOut';

/** Log out from a screen without the header (no role yet, tourist): it asks like the header does. */
export function LogOutButton({
  variant = 'primary',
  size,
}: Pick<ButtonProps, 'variant' | 'size'> = {}) {
  const logOut = useLogOut();
  return (
    <ConfirmDialog
      trigger={
        <Button variant={variant} size={size}>
          Log out
        </Button>
      }
      title="Log out"
      message="Are you sure you want to log out?"
      confirmText="OK"
      cancelText="Cancel"
      onConfirm={logOut}
    />
  );
}
