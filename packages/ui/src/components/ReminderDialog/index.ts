export { ReminderDialog, type ReminderDialogProps } from './ReminderDialog';
