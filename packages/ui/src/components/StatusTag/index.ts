export {
  STATUS_TAG_TONES,
  StatusTag,
  type StatusTagProps,
  type StatusTagTone,
} from './StatusTag';
