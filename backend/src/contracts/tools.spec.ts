import { JOB_QUEUES, MESSAGES } from '.';
import { isPagePath } from './pages';
import { imageFieldsOf, toolBodyLimit } from './tool-descriptor';
import { TOOL_IDS, TOOLS } from './tools';

const MIB = 1024 * 1024;

describe('the tool catalogue', () => {
  it('holds the six tools of API.md, each a job kind on its queue, with its own route and page', () => {
    expect(TOOLS.map((t) => `POST /api/${t.apiPath}`)).toEqual([
      'POST /api/flux-generate',
      'POST /api/video-generate',
      'POST /api/gif-generate',
      'POST /api/face-swap',
      'POST /api/remove-background',
      'POST /api/upscale',
    ]);
    for (const tool of TOOLS) {
      expect(tool.queue).toBe(JOB_QUEUES[tool.id]);
      expect(isPagePath(`/${tool.pagePath}`)).toBe(true);
    }
    expect(new Set(TOOLS.map((t) => t.pagePath)).size).toBe(TOOL_IDS.length);
  });

  it('gives each image a body allowance: 15 MiB for one image, 30 MiB for the face swap of two', () => {
    const limits = Object.fromEntries(TOOLS.map((t) => [t.id, toolBodyLimit(t) / MIB]));
    expect(limits).toEqual({
      'flux-generate': 15,
      'video-generate': 15,
      'gif-generate': 15,
      'face-swap': 30,
      'remove-background': 15,
      upscale: 15,
    });
    expect(imageFieldsOf(TOOLS.find((t) => t.id === 'face-swap')!)).toEqual(['input_image', 'swap_image']);
  });

  it("names the fields each tool needs, with API.md's message", () => {
    const needs = Object.fromEntries(TOOLS.map((t) => [t.id, [t.needs.rule, ...t.needs.fields, t.missing]]));
    expect(needs).toEqual({
      'flux-generate': ['any', 'prompt', 'imageBase64', MESSAGES.promptOrImage],
      'video-generate': ['all', 'prompt', 'image', MESSAGES.promptAndStartImage],
      'gif-generate': ['all', 'prompt', 'image', MESSAGES.imageAndPrompt],
      'face-swap': ['all', 'input_image', 'swap_image', MESSAGES.bothImages],
      'remove-background': ['all', 'image', MESSAGES.uploadImage],
      upscale: ['any', 'prompt', 'imageBase64', MESSAGES.promptOrImage],
    });
    for (const tool of TOOLS) for (const field of tool.needs.fields) expect(tool.fields).toHaveProperty(field);
  });

  it('describes each page from its own fields: every input a field of its kind, every needed field on the form', () => {
    const typeOf = { image: 'image', prompt: 'text', select: 'choice', consent: 'consent' } as const;
    for (const tool of TOOLS) {
      const inputs = tool.form.inputs;
      for (const input of inputs)
        expect([tool.id, tool.fields[input.field]?.type]).toEqual([tool.id, typeOf[input.kind]]);
      for (const field of tool.needs.fields) expect(inputs.map((i) => i.field)).toContain(field);
      const consents = Object.entries(tool.fields).filter(([, f]) => f.type === 'consent');
      for (const [name] of consents) expect(inputs).toContainEqual({ kind: 'consent', field: name });
    }
  });
});
