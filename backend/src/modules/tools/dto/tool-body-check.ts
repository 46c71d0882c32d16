import type { ToolDescriptor, ToolField } from '../../../contracts';
import type { ToolBody } from './tool.dto';

/**
 * Whether a value passes a field's rules as class-validator applies them (tool.dto.ts), checked
 * conservatively: text longer than its limit in UTF-16 units is left to class-validator, which
 * counts a surrogate pair or a variation selector as less than two.
 */
function passes(field: ToolField, value: unknown): boolean {
  // @IsOptional: null and undefined skip the field's rules
  if (value === null || value === undefined) return true;
  switch (field.type) {
    case 'text':
      return typeof value === 'string' && value.length <= field.maxLength;
    case 'image':
      return typeof value === 'string';
    case 'consent':
      return typeof value === 'boolean';
    case 'choice':
      return field.choices.includes(value as string);
    case 'number':
      return (
        typeof value === 'number' &&
        (field.whole ? Number.isInteger(value) : Number.isFinite(value)) &&
        value >= field.min &&
        value <= field.max
      );
  }
}

/**
 * A tool's body as class-validator would answer it (an instance of `dtoClass`, unknown fields stripped),
 * for the plain case only: an object whose every field is one of the tool's and passes its rules.
 * Anything else (an unknown field, a nested value, a rule broken) answers null, and class-validator
 * decides and words its 400. The app's validation pipe asks it first (each tool DTO's `plainBody`,
 * tool.dto.ts): the job POSTs skip class-transformer and class-validator's per-call work.
 */
export function plainToolBody(tool: ToolDescriptor, body: unknown, dtoClass: new () => ToolBody): ToolBody | null {
  // a JSON body: an object or an array (the pipe refuses an array)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const dto = new dtoClass();
  for (const [name, value] of Object.entries(body)) {
    const field = Object.hasOwn(tool.fields, name) ? tool.fields[name] : undefined;
    if (!field || !passes(field, value)) return null;
    dto[name] = value as ToolBody[string];
  }
  return dto;
}
