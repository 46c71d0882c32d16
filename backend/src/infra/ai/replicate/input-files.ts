import { sniffMediaType, toDataUri } from './media';

/**
 * Replicate takes data URIs only for small files ("under about 1 MB"); a file input whose data URI
 * would be longer than this goes through its files API and is sent as that file's URL.
 */
export const INLINE_LIMIT = 1_000_000;

export type Upload = (file: File) => Promise<string>;

/** The input with every file (a Buffer, alone or in a list) as a data URI when small, else uploaded. */
export async function encodeFiles(input: Record<string, unknown>, upload: Upload): Promise<Record<string, unknown>> {
  const encode = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(encode));
    if (!Buffer.isBuffer(value)) return value;
    const uri = toDataUri(value);
    if (uri.length <= INLINE_LIMIT) return uri;
    const type = sniffMediaType(value) ?? 'application/octet-stream';
    return upload(new File([new Uint8Array(value)], `input.${type.split('/')[1]}`, { type }));
  };
  const entries = await Promise.all(
    Object.entries(input).map(async ([key, value]) => [key, await encode(value)] as const),
  );
  return Object.fromEntries(entries);
}
