import { ValidationPipe } from '@nestjs/common';

import { type ToolDescriptor, type ToolField, TOOLS } from '../../../contracts';
import { validationOptions } from '../../../infra/http/validation.pipe';
import { TOOL_DTOS } from './tool.dto';

/** Values that pass a field's rules, and values around them that may not. */
function valuesFor(field: ToolField): unknown[] {
  const wrongTypes = [null, 0, 1.5, -1, '', 'x', true, false, [], ['x'], {}, { a: 1 }];
  switch (field.type) {
    case 'text': {
      const max = field.maxLength;
      // U+1F600 is a surrogate pair; U+FE0F a variation selector: class-validator counts both as shorter
      return [
        ...wrongTypes,
        'red hair',
        'x'.repeat(max),
        'x'.repeat(max + 1),
        '😀'.repeat(max / 2 + 1),
        `${'x'.repeat(max)}\uFE0F`,
      ];
    }
    case 'image':
      return [...wrongTypes, 'data:image/png;base64,iVBORw0KGgo='];
    case 'consent':
      return wrongTypes;
    case 'choice':
      return [...wrongTypes, ...field.choices, field.choices[0].toUpperCase(), ` ${field.choices[0]}`];
    case 'number':
      return [
        ...wrongTypes,
        field.min,
        field.max,
        field.min - 1,
        field.max + 1,
        field.min + 0.5,
        (field.min + field.max) / 2,
        String(field.min),
      ];
  }
}

/** A fresh copy, as body-parser would make it. */
const clone = (v: unknown): unknown => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

/** The fast check the app's validation pipe asks first (plainToolBody, on the tool's body class). */
const plainToolBody = (tool: ToolDescriptor, body: unknown) => TOOL_DTOS[tool.id].plainBody(body);

/** The app's validation options on class-transformer and class-validator alone. */
const classValidation = new ValidationPipe(validationOptions);

/** What class-validator answers with the app's options: the DTO instance, or its 400 message. */
async function pipe(toolId: string, body: unknown): Promise<unknown> {
  const metatype = TOOL_DTOS[toolId as keyof typeof TOOL_DTOS];
  try {
    return await classValidation.transform(clone(body), { type: 'body', metatype });
  } catch (err) {
    return `400: ${(err as Error).message}`;
  }
}

describe('plainToolBody (the validation pipe, for the plain case only)', () => {
  for (const tool of TOOLS) {
    const fields = Object.entries(tool.fields);
    const valid = Object.fromEntries(
      fields.map(([name, f]) => [
        name,
        valuesFor(f).find((v) => typeof v !== 'object' && plainToolBody(tool, { [name]: v })),
      ]),
    );

    it(`${tool.id}: answers what the pipe answers, or leaves it to the pipe`, async () => {
      const bodies: unknown[] = [
        {},
        valid,
        [],
        'text',
        42,
        null,
        { ...valid, extra: 1 },
        JSON.parse('{"__proto__": {"x": 1}}'),
      ];
      for (const [name, field] of fields) for (const v of valuesFor(field)) bodies.push({ ...valid, [name]: v });
      let taken = 0;
      for (const body of bodies) {
        const fast = plainToolBody(tool, clone(body));
        if (fast === null) continue;
        taken++;
        const slow = await pipe(tool.id, body);
        expect(fast).toBeInstanceOf(TOOL_DTOS[tool.id]);
        expect(slow).toBeInstanceOf(TOOL_DTOS[tool.id]);
        expect({ ...fast }).toEqual({ ...(slow as object) });
        expect(Object.keys(fast)).toEqual(Object.keys(slow as object));
      }
      // the plain case is the common one: a body of valid fields is taken
      expect(plainToolBody(tool, clone(valid))).not.toBeNull();
      expect(taken).toBeGreaterThan(fields.length);
    });

    it(`${tool.id}: leaves every body the pipe refuses to the pipe`, async () => {
      for (const [name, field] of fields) {
        for (const v of valuesFor(field)) {
          const body = { ...valid, [name]: v };
          const slow = await pipe(tool.id, body);
          if (typeof slow === 'string') expect(plainToolBody(tool, clone(body))).toBeNull();
        }
      }
    });
  }

  it('strips nothing it should keep: a value of null is kept, as the pipe keeps it', async () => {
    const tool = TOOLS.find((t) => Object.values(t.fields).some((f) => f.type === 'number'))!;
    const [name] = Object.entries(tool.fields).find(([, f]) => f.type === 'number')!;
    const fast = plainToolBody(tool, { [name]: null });
    expect(fast).toEqual(await pipe(tool.id, { [name]: null }));
    expect(Object.keys(fast!)).toEqual([name]);
  });
});
