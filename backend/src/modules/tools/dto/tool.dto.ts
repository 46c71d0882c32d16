import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { type ToolDescriptor, type ToolField, type ToolId, TOOLS } from '../../../contracts';
import { AdultOnly } from '../../safety/adult-only.decorator';
import { plainToolBody } from './tool-body-check';

type Decorate = PropertyDecorator;
export type ToolBody = Record<string, string | number | boolean | undefined>;
/** A tool's body class; `plainBody` checks a plain body without class-validator (the app's validation pipe asks it first). */
export type ToolDtoClass = (new () => ToolBody) & { plainBody(value: unknown): ToolBody | null };

/** 'flux-generate' → 'FluxGenerate' */
const pascal = (id: string) => id.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase());

/** The validation rules of one field, with the messages of API.md ("prompt must be text"...). */
function rules(name: string, field: ToolField, required: boolean): Decorate[] {
  const doc = required ? ApiProperty : ApiPropertyOptional;
  switch (field.type) {
    case 'text':
      return [
        doc({ type: String, maxLength: field.maxLength, ...(field.example ? { example: field.example } : {}) }),
        IsString({ message: `${name} must be text` }),
        MaxLength(field.maxLength, { message: `${name} must be at most ${field.maxLength} characters` }),
        AdultOnly(),
      ];
    case 'image':
      return [
        doc({ type: String, description: field.description }),
        IsString({ message: `${name} must be an image data URL` }),
      ];
    case 'consent':
      return [
        doc({ type: Boolean, description: field.description }),
        IsBoolean({ message: `${name} must be true or false` }),
      ];
    case 'choice':
      return [
        doc({ enum: field.choices, default: field.default }),
        IsIn([...field.choices], { message: `${name} must be one of ${field.choices.join(', ')}` }),
      ];
    case 'number': {
      const range = { message: `${name} must be between ${field.min} and ${field.max}` };
      return [
        doc({ type: Number, minimum: field.min, maximum: field.max, default: field.default }),
        field.whole
          ? IsInt({ message: `${name} must be a whole number` })
          : IsNumber({}, { message: `${name} must be a number` }),
        Min(field.min, range),
        Max(field.max, range),
      ];
    }
  }
}

/**
 * The request body class of a tool, built from its catalogue entry: class-validator and swagger read
 * it as they would a hand-written DTO. Every field is optional to the validator: a missing one is the
 * tool's own message (`missing`), checked by the controller.
 */
export function toolDto(tool: ToolDescriptor): ToolDtoClass {
  const name = `${pascal(tool.id)}Dto`;
  const dto = {
    [name]: class {
      static plainBody(value: unknown): ToolBody | null {
        return plainToolBody(tool, value, dto);
      }
    },
  }[name] as ToolDtoClass;
  for (const [field, spec] of Object.entries(tool.fields)) {
    const required = tool.needs.rule === 'all' && tool.needs.fields.includes(field);
    for (const decorate of [IsOptional(), ...rules(field, spec, required)]) decorate(dto.prototype as object, field);
  }
  return dto;
}

/** One body class per tool, by id. */
export const TOOL_DTOS = Object.fromEntries(TOOLS.map((tool) => [tool.id, toolDto(tool)])) as Record<
  ToolId,
  ToolDtoClass
>;

/** The 200 answer's shape under Prefer: wait (swagger only). */
export function toolResultDto(tool: ToolDescriptor): new () => object {
  const name = `${pascal(tool.id)}ResultDto`;
  const dto = { [name]: class {} }[name] as new () => object;
  for (const [field, example] of Object.entries(tool.resultExample))
    ApiProperty({ type: String, example })(dto.prototype as object, field);
  return dto;
}
