import { type DragEvent, useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';

/** An image the visitor picked, read as a data URL (the form the API takes). */
export interface PickedImage {
  name: string;
  type: string;
  size: number;
  dataUrl: string;
}

/** The API's limit per image (API.md: 413 above 10 MiB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** What the server accepts (it sniffs the bytes; this is only the early, friendly check). */
const SUPPORTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export const DROPZONE_MESSAGES = {
  notImage: 'That file is not an image. Please choose a PNG, JPEG, WebP or GIF image.',
  unsupported: 'This image type is not supported. Please choose a PNG, JPEG, WebP or GIF image.',
  tooLarge: (maxBytes: number) =>
    `This image is too large (the limit is ${formatBytes(maxBytes)}). Please choose a smaller one.`,
  unreadable: 'This file could not be read. Please try another image.',
} as const;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Why a file cannot be used, or null when it is a supported image within the size limit. */
export function checkImageFile(file: File, maxBytes: number = MAX_IMAGE_BYTES): string | null {
  if (!file.type.startsWith('image/')) return DROPZONE_MESSAGES.notImage;
  if (!SUPPORTED_TYPES.includes(file.type)) return DROPZONE_MESSAGES.unsupported;
  if (file.size > maxBytes) return DROPZONE_MESSAGES.tooLarge(maxBytes);
  return null;
}

/** The image type its first bytes say (PNG, JPEG, GIF or WebP), whatever its name or declared type; null for anything else. */
export async function sniffImageType(file: Blob): Promise<string | null> {
  const b = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif';
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no result')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

interface DropzoneProps {
  /** the visible label of the zone ('Upload your image') */
  label: string;
  /** the line inside the zone */
  hint?: string;
  value: PickedImage | null;
  onChange: (image: PickedImage | null) => void;
  disabled?: boolean;
  /** client-side size limit; the API refuses more than 10 MiB anyway */
  maxBytes?: number;
  /** show a thumbnail of the chosen image (the file name is always shown) */
  preview?: boolean;
  className?: string;
}

/**
 * Taking a file: the early type and size check, then the bytes (a sniffed image type) and a data URL;
 * what went wrong is kept as the message to show.
 */
function useImageTake(onChange: (image: PickedImage) => void, disabled: boolean, maxBytes: number) {
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function take(file: File | undefined) {
    if (!file || disabled) return;
    const problem = checkImageFile(file, maxBytes);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setReading(true);
    try {
      // the bytes decide, not the name: a text file named .png is refused here, before any preview
      const type = await sniffImageType(file);
      if (!type) {
        setError(DROPZONE_MESSAGES.notImage);
        return;
      }
      const dataUrl = await readAsDataUrl(file);
      onChange({ name: file.name, type, size: file.size, dataUrl });
    } catch {
      setError(DROPZONE_MESSAGES.unreadable);
    } finally {
      setReading(false);
    }
  }

  return { reading, error, setError, take };
}

/** While disabled the zone takes no drop, and the browser must not open the dropped file instead. */
const refuseDrop = (event: DragEvent<HTMLDivElement>) => {
  event.preventDefault();
  event.dataTransfer.dropEffect = 'none';
};

/**
 * One image upload (react-dropzone): drop a file on it, click it, or focus it and press Enter or
 * Space. Accepts images only (a non-image gets a readable message), shows the file name and a
 * preview, and hands the image over as a data URL.
 */
export function Dropzone({
  label,
  hint = 'Drag & drop an image here or click to select',
  value,
  onChange,
  disabled = false,
  maxBytes = MAX_IMAGE_BYTES,
  preview = true,
  className = '',
}: DropzoneProps) {
  const ids = useId();
  const { reading, error, setError, take } = useImageTake(onChange, disabled, maxBytes);
  // every file reaches `take`, which says why one is refused (react-dropzone's own checks are off)
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    disabled,
    onDrop: (accepted, rejected) => void take(accepted[0] ?? rejected[0]?.file),
  });

  const labelId = `${ids}-label`;
  const hintId = `${ids}-hint`;
  const fileId = `${ids}-file`;
  const errorId = `${ids}-error`;
  const describedBy = [value ? fileId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className} {...(disabled ? { onDragOver: refuseDrop, onDrop: refuseDrop } : {})}>
      <label htmlFor={`${ids}-input`} id={labelId} className="field-label">
        {label}
      </label>
      <div
        {...getRootProps({
          role: 'button',
          tabIndex: disabled ? -1 : 0,
          'aria-labelledby': `${labelId} ${hintId}`,
          'aria-describedby': describedBy,
          className: zoneClass(isDragActive, error !== null, disabled),
        })}
      >
        <ZoneContent
          value={value}
          preview={preview}
          hint={reading ? 'Reading the image...' : hint}
          hintId={hintId}
          fileId={fileId}
        />
      </div>
      <input
        {...getInputProps({ id: `${ids}-input`, accept: 'image/*', className: 'sr-only', disabled })}
        aria-label={undefined}
        style={undefined}
      />
      {value && !disabled ? (
        <button
          type="button"
          className="link mt-2 justify-self-start rounded text-sm"
          onClick={() => {
            setError(null);
            onChange(null);
          }}
        >
          Remove image
        </button>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The zone's look: highlighted while a file is dragged over it, red after a refused file, dimmed when disabled. */
function zoneClass(dragging: boolean, failed: boolean, disabled: boolean): string {
  const state = dragging
    ? 'border-rose-soft bg-rose/10'
    : failed
      ? 'border-danger/60 bg-raised/60'
      : 'border-line bg-raised/60 hover:border-plum';
  return `flex min-h-36 cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed p-4 text-center transition-colors ${state} ${disabled ? 'cursor-not-allowed opacity-60' : ''}`;
}

/** Inside the zone: the preview (or the upload icon), the hint line and the chosen file's name. */
function ZoneContent(props: {
  value: PickedImage | null;
  preview: boolean;
  hint: string;
  hintId: string;
  fileId: string;
}) {
  const { value, preview, hint, hintId, fileId } = props;
  return (
    <>
      {value && preview ? (
        <img
          src={value.dataUrl}
          alt={`Preview of ${value.name}`}
          className="max-h-48 w-auto max-w-full rounded-xl object-contain shadow-soft"
        />
      ) : (
        <UploadIcon className="size-8 text-rose-soft" />
      )}
      <span id={hintId} className="text-sm text-muted">
        {hint}
      </span>
      {value ? (
        <span id={fileId} className="max-w-full truncate text-sm font-medium text-ink">
          <span className="sr-only">Chosen file: </span>
          {value.name}
        </span>
      ) : null}
    </>
  );
}

function UploadIcon({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      className={className}
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5" />
      <path strokeLinecap="round" strokeLinejoin="round" d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </svg>
  );
}
