import type { ToolBodyReader, ToolDescriptor } from '../../contracts';
import { toolImagePrompt } from '../girls/prompts';
import type { ToolBody } from './dto/tool.dto';

/** A checked body as a catalogue entry's `toPayload` reads it; `images`: each image field's stored media URL. */
export function toolBodyReader(tool: ToolDescriptor, body: ToolBody, images: Record<string, string>): ToolBodyReader {
  const field = (name: string) => tool.fields[name];
  return {
    text: (name) => {
      const value = body[name];
      return typeof value === 'string' ? value.trim() : '';
    },
    number: (name) => {
      const value = body[name];
      const spec = field(name);
      return typeof value === 'number' ? value : spec?.type === 'number' ? spec.default : 0;
    },
    choice: (name) => {
      const value = body[name];
      const spec = field(name);
      return typeof value === 'string' ? value : spec?.type === 'choice' ? spec.default : '';
    },
    image: (name) => images[name] ?? null,
    imagePrompt: toolImagePrompt,
  };
}
