export {
  IMAGE_GALLERY_SIZES,
  ImageGallery,
  type ImageGalleryProps,
  type ImageGallerySize,
} from './ImageGallery';
