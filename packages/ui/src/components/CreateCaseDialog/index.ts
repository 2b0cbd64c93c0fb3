export {
  CASE_TYPES,
  type CaseType,
  CreateCaseDialog,
  type CreateCaseDialogProps,
} from './CreateCaseDialog';
