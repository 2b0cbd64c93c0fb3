export {
  LOADING_OVERLAY_CLOSE_DELAY,
  LoadingOverlay,
  type LoadingOverlayProps,
  type LoadingOverlayState,
} from './LoadingOverlay';
