import type Replicate from 'replicate';

import { apiStatus } from './failures';
import { modelKey, type ModelRef } from './model-ref';

/** What the provider needs to know of one input of the model. */
export interface InputSpec {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
}

/** The model's inputs by name. */
export type InputSchema = ReadonlyMap<string, InputSpec>;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** Cog schemas put enums in a referenced component: `allOf: [{ $ref: '#/components/schemas/x' }]`. */
function resolve(prop: Json, schemas: Json): Json {
  const ref = Array.isArray(prop.allOf) && isObject(prop.allOf[0]) ? prop.allOf[0].$ref : prop.$ref;
  const target = typeof ref === 'string' ? schemas[ref.replace('#/components/schemas/', '')] : undefined;
  return isObject(target) ? { ...target, ...prop } : prop;
}

/** The Input properties of an OpenAPI schema (`components.schemas.Input.properties`), or null. */
export function inputSchemaOf(openapi: unknown): InputSchema | null {
  const schemas = isObject(openapi) && isObject(openapi.components) ? openapi.components.schemas : undefined;
  if (!isObject(schemas) || !isObject(schemas.Input) || !isObject(schemas.Input.properties)) return null;
  const specs = new Map<string, InputSpec>();
  for (const [name, raw] of Object.entries(schemas.Input.properties)) {
    if (!isObject(raw)) continue;
    const p = resolve(raw, schemas);
    specs.set(name, {
      type: typeof p.type === 'string' ? p.type : undefined,
      enum: Array.isArray(p.enum) ? p.enum : undefined,
      minimum: num(p.minimum),
      maximum: num(p.maximum),
    });
  }
  return specs;
}

/** What is read of a model once: the version to run (the pinned one or its latest) and its inputs. */
export interface ModelInfo {
  version: string | null;
  schema: InputSchema | null;
  /** the model's `is_official` when read (not for a pinned version); official models run on the model route */
  official?: boolean;
  /** Replicate answered 404: no such model or version (a wrong setting, not a passing failure) */
  missing?: true;
}

/** Reads each model's version and input schema once per process; a read that failed is not kept, so the next job asks again. */
export class ModelInfoCache {
  private readonly cache = new Map<string, Promise<ModelInfo & { failed?: true }>>();

  constructor(
    private readonly client: Replicate,
    private readonly onError: (err: unknown, model: ModelRef) => void = () => undefined,
  ) {}

  get(model: ModelRef): Promise<ModelInfo> {
    const key = modelKey(model);
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.read(model);
      this.cache.set(key, pending);
      void pending.then((info) => info.failed && this.cache.delete(key));
    }
    return pending;
  }

  private async read({ owner, name, version }: ModelRef): Promise<ModelInfo & { failed?: true }> {
    try {
      if (version) {
        const pinned = await this.client.models.versions.get(owner, name, version);
        return { version, schema: inputSchemaOf(pinned.openapi_schema) };
      }
      const read = await this.client.models.get(owner, name);
      const found = read.latest_version;
      const official: unknown = read.is_official;
      return {
        version: found?.id ?? null,
        schema: inputSchemaOf(found?.openapi_schema),
        ...(typeof official === 'boolean' ? { official } : {}),
      };
    } catch (err) {
      this.onError(err, { owner, name, version });
      return { version, schema: null, failed: true, ...(apiStatus(err) === 404 ? { missing: true as const } : {}) };
    }
  }
}
