/** A Replicate model as configured: `owner/name` (its latest version) or `owner/name:version`. */
export interface ModelRef {
  owner: string;
  name: string;
  version: string | null;
}

const PATTERN = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)(?::([A-Za-z0-9]+))?$/;

/** `setting` names the configuration the id came from, for the error. */
export function parseModelRef(ref: string, setting = 'REPLICATE_IMAGE_MODEL'): ModelRef {
  const m = PATTERN.exec(ref.trim());
  if (!m) {
    throw new Error(`Invalid configuration:\n  ${setting}: expected owner/name or owner/name:version, got '${ref}'`);
  }
  return { owner: m[1], name: m[2], version: m[3] ?? null };
}

export const modelKey = (m: ModelRef) => `${m.owner}/${m.name}${m.version ? `:${m.version}` : ''}`;
