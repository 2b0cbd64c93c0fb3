export {
  SKELETON_VARIANTS,
  Skeleton,
  type SkeletonProps,
  type SkeletonVariant,
} from './Skeleton';
