import sharp from 'sharp';

import { parseSettings } from '../src/config/config.schema';
import { ASPECT_RATIOS } from '../src/contracts';
import { encodeFiles } from '../src/infra/ai/replicate/input-files';
import { inputSchemaOf } from '../src/infra/ai/replicate/input-schema';
import { buildInput } from '../src/infra/ai/replicate/model-input';
import { modelInput } from '../src/infra/ai/replicate/model-inputs';
import { faceSwapInput } from '../src/infra/ai/tools/face-swap.tool';
import { removeBackgroundInput } from '../src/infra/ai/tools/remove-background.tool';
import { upscaleInput } from '../src/infra/ai/tools/upscale.tool';
import { videoInput } from '../src/infra/ai/tools/video-generate.tool';
import { DEFAULT_MODELS } from './fixtures/replicate';
import { MAGIC_IMAGE_REFINER_REFUSES } from './fixtures/replicate/magic-image-refiner';

/** Each default model's input, as we build it, checked against that model's real Input schema (fixtures). */
type Schemas = Record<string, Record<string, unknown>>;
type Prop = Record<string, unknown>;

function resolve(prop: Prop, schemas: Schemas): Prop {
  const ref = (prop.allOf as { $ref: string }[] | undefined)?.[0]?.$ref;
  return ref ? { ...schemas[ref.split('/').pop()!], ...prop } : prop;
}

/** The ways the input breaks the schema (unknown names, wrong types, enums, bounds, required left out). */
function violations(input: Record<string, unknown>, schemas: Schemas): string[] {
  const { properties, required = [] } = schemas.Input as { properties: Record<string, Prop>; required?: string[] };
  const found: string[] = [];
  for (const name of required) if (!(name in input)) found.push(`${name} is required`);
  for (const [name, value] of Object.entries(input)) {
    const raw = properties[name];
    if (!raw) {
      found.push(`${name} is not an input`);
      continue;
    }
    const p = resolve(raw, schemas);
    const ok: Record<string, (v: unknown) => boolean> = {
      string: (v) => typeof v === 'string',
      integer: (v) => Number.isInteger(v),
      number: (v) => typeof v === 'number',
      boolean: (v) => typeof v === 'boolean',
      array: (v) => Array.isArray(v),
    };
    if (typeof p.type === 'string' && !ok[p.type](value))
      found.push(`${name}: ${JSON.stringify(value)} is not ${p.type}`);
    if (Array.isArray(p.enum) && !p.enum.includes(value))
      found.push(`${name}: ${JSON.stringify(value)} not in ${JSON.stringify(p.enum)}`);
    if (typeof p.minimum === 'number' && (value as number) < p.minimum) found.push(`${name} below ${p.minimum}`);
    if (typeof p.maximum === 'number' && (value as number) > p.maximum) found.push(`${name} above ${p.maximum}`);
    if (p.format === 'uri' && !/^(data:image\/[a-z]+;base64,|https:\/\/)/.test(String(value)))
      found.push(`${name} is not a URI`);
  }
  return found;
}

const defaults = parseSettings({});
const schemaOf = (model: keyof typeof DEFAULT_MODELS) =>
  inputSchemaOf({ components: { schemas: DEFAULT_MODELS[model].schemas } });
const encode = (input: Record<string, unknown>) =>
  encodeFiles(input, async () => 'https://api.replicate.com/v1/files/f1');
let image: Buffer;

beforeAll(async () => {
  image = await sharp({ create: { width: 96, height: 128, channels: 3, background: '#a05070' } })
    .jpeg()
    .toBuffer();
});

test('the defaults are the models whose schemas are here', () => {
  expect(Object.keys(DEFAULT_MODELS).sort()).toEqual(
    [
      defaults.REPLICATE_IMAGE_MODEL,
      defaults.REPLICATE_VIDEO_MODEL,
      defaults.REPLICATE_FACESWAP_MODEL,
      defaults.REPLICATE_REMOVE_BG_MODEL,
      defaults.REPLICATE_UPSCALE_MODEL,
    ].sort(),
  );
});

test.each([null, 'reference'])('flux-dev: text to image and image to image (%s) fit its schema', async (reference) => {
  const request = {
    prompt: 'a woman in a red dress',
    aspectRatio: '9:16' as const,
    steps: 80,
    guidance: 12,
    interval: 2,
    referenceImage: reference ? image : null,
    seed: 'j1',
  };
  const input = await encode(buildInput(request, schemaOf('black-forest-labs/flux-dev')));
  expect(violations(input, DEFAULT_MODELS['black-forest-labs/flux-dev'].schemas)).toEqual([]);
  if (reference)
    expect(input).toMatchObject({
      image: expect.stringMatching(/^data:image\/jpeg;base64,/) as unknown,
      prompt_strength: 0.8,
    });
  else expect(input).not.toHaveProperty('image');
});

test.each(ASPECT_RATIOS)(
  'flux-dev takes the aspect ratio %s as asked (one its schema lacks would be dropped silently)',
  (ratio) => {
    const request = {
      prompt: 'x',
      aspectRatio: ratio,
      steps: 28,
      guidance: 3,
      interval: 2,
      referenceImage: null,
      seed: 'j1',
    };
    expect(buildInput(request, schemaOf('black-forest-labs/flux-dev'))).toMatchObject({ aspect_ratio: ratio });
  },
);

test('every default model names where its schema comes from', () => {
  for (const { source } of Object.values(DEFAULT_MODELS)) expect(source).toMatch(/replicate\.com|cdingram\/face-swap:/);
});

test.each(['kwaivgi/kling-v1.6-standard'] as const)('%s: the video input fits its schema', async (model) => {
  const schema = schemaOf(model);
  const input = await encode(
    modelInput(
      videoInput({ prompt: 'she waves', negativePrompt: 'blur', image, seed: 's' }, { width: 96, height: 128 }, schema),
      schema,
    ),
  );
  expect(violations(input, DEFAULT_MODELS[model].schemas)).toEqual([]);
  expect(input).toMatchObject({
    start_image: expect.stringMatching(/^data:/) as unknown,
    duration: 5,
    aspect_ratio: '9:16',
  });
});

test('cdingram/face-swap: both images fit its schema', async () => {
  const schema = schemaOf('cdingram/face-swap');
  const input = await encode(modelInput(faceSwapInput({ input: image, swap: image }), schema));
  expect(violations(input, DEFAULT_MODELS['cdingram/face-swap'].schemas)).toEqual([]);
  expect(Object.keys(input).sort()).toEqual(['input_image', 'swap_image']);
});

test('851-labs/background-remover: the input fits its schema', async () => {
  const schema = schemaOf('851-labs/background-remover');
  const input = await encode(modelInput(removeBackgroundInput(image), schema));
  expect(violations(input, DEFAULT_MODELS['851-labs/background-remover'].schemas)).toEqual([]);
  expect(input).toMatchObject({ format: 'png', background_type: 'rgba' });
});

test('fermatresearch/magic-image-refiner: the input fits its schema', async () => {
  const schema = schemaOf('fermatresearch/magic-image-refiner');
  const input = await encode(modelInput(upscaleInput({ prompt: 'crisp', image }), schema));
  expect(violations(input, DEFAULT_MODELS['fermatresearch/magic-image-refiner'].schemas)).toEqual([]);
  expect(input).toMatchObject({ prompt: 'crisp', resolution: '2048' });
  // no prompt from the person: a neutral one (the model's pipeline fails without any)
  const bare = await encode(modelInput(upscaleInput({ prompt: ' ', image }), schema));
  expect(MAGIC_IMAGE_REFINER_REFUSES(bare)).toBeNull();
  expect(MAGIC_IMAGE_REFINER_REFUSES({ image: bare.image })).toMatch(/Provide either `prompt` or `prompt_embeds`/);
});

test('the check itself catches a wrong input', () => {
  const schemas = DEFAULT_MODELS['fermatresearch/magic-image-refiner'].schemas;
  expect(violations({ image: 'x', resolution: '4096', creativity: 2, img: 'y' }, schemas)).toHaveLength(4);
});
