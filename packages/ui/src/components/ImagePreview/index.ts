export {
  DEFAULT_IMAGE_PREVIEW_TEXTS,
  ImagePreview,
  type ImagePreviewProps,
  type ImagePreviewState,
  type ImagePreviewTexts,
  type PreviewImage,
  ROTATE_STEP,
  stepZoom,
  thumbnailScrollIndex,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
} from './ImagePreview';
