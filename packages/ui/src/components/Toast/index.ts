export { Toaster, type ToasterProps } from './Toast';
export {
  TOAST_DEFAULT_DURATION,
  TOAST_TYPES,
  type ToastItem,
  type ToastOptions,
  type ToastType,
  toast,
} from './toastStore';
