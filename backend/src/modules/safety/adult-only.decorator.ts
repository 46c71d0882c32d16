import type { PolicyMode } from './content-policy';

const FIELDS = Symbol('adultOnlyFields');

export interface AdultOnlyOptions {
  /** `prompt` (default): text that can reach an image prompt or a character; `chat`: plain conversation. */
  mode?: PolicyMode;
}

interface Field {
  property: string;
  mode: PolicyMode;
}

/**
 * Marks a DTO text field (a string or a list of strings) for the adults-only policy. The global
 * AdultOnlyPipe reads these marks on every request body, so a new endpoint only needs the decorator.
 */
export function AdultOnly(options: AdultOnlyOptions = {}): PropertyDecorator {
  return (target, property) => {
    const holder = target as { [FIELDS]?: Field[] };
    const inherited = holder[FIELDS] ?? [];
    Object.defineProperty(holder, FIELDS, {
      value: [...inherited, { property: String(property), mode: options.mode ?? 'prompt' }],
      configurable: true,
    });
  };
}

/** The marked fields of a DTO class, empty for anything else. */
export function adultOnlyFields(type: unknown): Field[] {
  if (typeof type !== 'function') return [];
  return ((type as { prototype?: { [FIELDS]?: Field[] } }).prototype?.[FIELDS] ?? []).slice();
}
