export {
  FileUpload,
  type FileUploadProps,
  UPLOAD_STATUSES,
  type UploadItem,
  type UploadStatus,
} from './FileUpload';
export { formatBytes } from './files';
