import { TOOL_CATALOGUE } from '../../contracts';
import { ADULT_PHRASE } from '../girls/prompts';
import { toolBodyReader } from './tool-body';

describe("a tool's payload, from its catalogue entry", () => {
  it('flux-generate: the fields left out take their defaults, the prompt carries the adults-only phrase', () => {
    const tool = TOOL_CATALOGUE['flux-generate'];
    expect(tool.toPayload(toolBodyReader(tool, { prompt: '  a red bike ' }, {}))).toEqual({
      prompt: `a red bike, ${ADULT_PHRASE}`,
      aspectRatio: '1:1',
      steps: 25,
      guidance: 3,
      interval: 2,
      imageUrl: null,
    });
    const withImage = tool.toPayload(
      toolBodyReader(tool, { aspectRatio: '16:9', steps: 10, imageBase64: 'data:…' }, { imageBase64: '/media/a.png' }),
    );
    expect(withImage).toMatchObject({
      prompt: `a portrait based on the reference image, ${ADULT_PHRASE}`,
      aspectRatio: '16:9',
      steps: 10,
      imageUrl: '/media/a.png',
    });
  });

  it('upscale: with only a prompt, the picture to draw first (adults-only); with an image, nothing to draw', () => {
    const tool = TOOL_CATALOGUE.upscale;
    expect(tool.toPayload(toolBodyReader(tool, { prompt: 'a lighthouse' }, {}))).toEqual({
      prompt: 'a lighthouse',
      imageUrl: null,
      draw: `a lighthouse, ${ADULT_PHRASE}`,
    });
    expect(tool.toPayload(toolBodyReader(tool, { prompt: 'crisp' }, { imageBase64: '/media/b.png' }))).toEqual({
      prompt: 'crisp',
      imageUrl: '/media/b.png',
      draw: null,
    });
  });

  it('video-generate: a blank negative prompt is none; the stored start image is its URL', () => {
    const tool = TOOL_CATALOGUE['video-generate'];
    expect(
      tool.toPayload(toolBodyReader(tool, { prompt: 'waves', negative_prompt: '  ' }, { image: '/media/c.png' })),
    ).toEqual({ prompt: 'waves', negativePrompt: null, imageUrl: '/media/c.png' });
  });
});
