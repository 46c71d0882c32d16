import type { InputSchema } from './input-schema';
import { fitInputs } from './model-input';

/** What a model is sent (files as Buffers: the runner inlines or uploads them): `documented` always (unless the schema refuses it), `extra` only when the schema accepts it. */
export interface ModelInputs {
  documented: Record<string, unknown>;
  extra: Record<string, unknown>;
}

/** The model's input: all wanted inputs fitted to its schema, or the documented ones when it has none. */
export function modelInput({ documented, extra }: ModelInputs, schema: InputSchema | null): Record<string, unknown> {
  return schema ? fitInputs({ ...documented, ...extra }, schema) : { ...documented };
}
