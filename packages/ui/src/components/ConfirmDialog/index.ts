export {
  CONFIRM_VARIANTS,
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmState,
  type ConfirmVariant,
  DEFAULT_DELETE_MESSAGE,
} from './ConfirmDialog';
