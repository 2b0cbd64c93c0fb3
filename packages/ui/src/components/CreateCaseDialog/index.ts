export {
  CreateCaseDialog,
  type CreateCaseDialogProps,
  type CreateCaseOption,
} from './CreateCaseDialog';
