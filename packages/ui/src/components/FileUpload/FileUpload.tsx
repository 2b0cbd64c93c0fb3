import { UploadIcon, XIcon } from 'lucide-react';
import { type DragEvent, forwardRef, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './FileUpload.css';
import { formatBytes, matchesAccept } from './files';

export const UPLOAD_STATUSES = ['uploading', 'done', 'error'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export type UploadItem = {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0–100. */
  progress: number;
  /** Why the upload failed, when the caller's promise rejected with an Error. */
  error?: string;
  file?: File;
};

export type FileUploadProps = {
  /** Uploads one file; report progress (0–100) through `onProgress`; reject on failure. */
  onUpload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  /** Allowed types, as the input's `accept`: '.pdf,image/*'. */
  accept?: string;
  /** Largest allowed file in bytes. */
  maxSize?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** Called when the list changes (status, progress, removal). */
  onItemsChange?: (items: UploadItem[]) => void;
  /** Files already listed (e.g. attachments saved earlier). */
  defaultItems?: readonly UploadItem[];
  dropText?: ReactNode;
  buttonText?: string;
  /** Under the button, e.g. 'PDF or image, up to 10 MB'. */
  hint?: ReactNode;
  typeErrorMessage?: (fileName: string, accept: string) => string;
  sizeErrorMessage?: (fileName: string, maxSize: string) => string;
  statusText?: Record<UploadStatus, string>;
  removeLabel?: (fileName: string) => string;
  progressLabel?: (fileName: string) => string;
  className?: string;
};

const defaultStatusText: Record<UploadStatus, string> = {
  uploading: 'Uploading',
  done: 'Uploaded',
  error: 'Upload failed',
};

/**
 * A drop zone and a button for choosing files, with type and size limits checked before upload
 * and a list showing each file's progress. The caller does the upload through `onUpload`.
 */
export const FileUpload = forwardRef<HTMLDivElement, FileUploadProps>(function FileUpload(
  {
    onUpload,
    accept,
    maxSize,
    multiple = true,
    disabled,
    onItemsChange,
    defaultItems = [],
    dropText = 'Drag files here, or',
    buttonText = 'Choose files',
    hint,
    typeErrorMessage = (name, types) => `${name}: only ${types} files are allowed`,
    sizeErrorMessage = (name, max) => `${name} is larger than ${max}`,
    statusText = defaultStatusText,
    removeLabel = (name) => `Remove ${name}`,
    progressLabel = (name) => `${name} upload progress`,
    className,
  },
  ref,
) {
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const counter = useRef(0);
  const itemsRef = useRef<UploadItem[]>([...defaultItems]);
  const [items, setItems] = useState<UploadItem[]>(itemsRef.current);
  const [rejected, setRejected] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);

  // Uploads finish out of order, so every update starts from the latest list, not a stale render.
  const update = (change: (current: UploadItem[]) => UploadItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
    onItemsChange?.(itemsRef.current);
  };
  const patch = (id: string, changes: Partial<UploadItem>) =>
    update((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));

  const start = (file: File) => {
    counter.current += 1;
    const id = `${baseId}-${counter.current}`;
    update((current) => [
      ...current,
      { id, name: file.name, size: file.size, status: 'uploading', progress: 0, file },
    ]);
    onUpload(file, (percent) => patch(id, { progress: Math.max(0, Math.min(100, percent)) })).then(
      () => patch(id, { status: 'done', progress: 100 }),
      (reason: unknown) =>
        patch(id, {
          status: 'error',
          error: reason instanceof Error ? reason.message : undefined,
        }),
    );
  };

  const take = (list: FileList | null) => {
    if (!list || disabled) return;
    const files = multiple ? Array.from(list) : Array.from(list).slice(0, 1);
    const problems: string[] = [];
    for (const file of files) {
      if (!matchesAccept(file, accept)) problems.push(typeErrorMessage(file.name, accept ?? ''));
      else if (maxSize != null && file.size > maxSize)
        problems.push(sizeErrorMessage(file.name, formatBytes(maxSize)));
      else start(file);
    }
    setRejected(problems);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse extra; the button is the accessible way in */}
      <div
        className={styles.zone}
        data-state={dragging ? 'dragover' : 'idle'}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadIcon className={styles.zoneIcon} aria-hidden />
        <span>{dropText}</span>
        <Button variant="primary" disabled={disabled} onClick={() => inputRef.current?.click()}>
          {buttonText}
        </Button>
        {hint != null && <p className={styles.hint}>{hint}</p>}
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          data-testid="file-input"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {rejected.length > 0 && (
        <div role="alert">
          <ul className={styles.errors}>
            {rejected.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-state={item.status}>
              <div className={styles.fileLine}>
                <span className={styles.fileName} title={item.name}>
                  {item.name}
                </span>
                <span className={styles.meta}>
                  {formatBytes(item.size)} · {statusText[item.status]}
                  {item.status === 'uploading' && ` ${Math.round(item.progress)}%`}
                  {item.status === 'error' && item.error && `: ${item.error}`}
                </span>
              </div>
              <IconButton
                size="sm"
                label={removeLabel(item.name)}
                icon={<XIcon aria-hidden />}
                onClick={() => update((current) => current.filter((i) => i.id !== item.id))}
              />
              {/* A bar is all a progress primitive renders; the ARIA attributes carry the meaning. */}
              <div
                role="progressbar"
                className={styles.progress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.progress}
                aria-label={progressLabel(item.name)}
                data-status={item.status}
              >
                <div className={styles.indicator} style={{ width: `${item.progress}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
FileUpload.displayName = 'FileUpload';
