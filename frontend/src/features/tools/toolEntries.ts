import type { ChoiceField, ConsentField, ToolDescriptor } from '@contracts';

import type { PickedImage } from '../../components/Dropzone';

/** What the visitor has entered on a tool's form so far: texts and choices, picked images, ticked boxes, by field. */
export interface Entries {
  texts: Record<string, string>;
  images: Record<string, PickedImage | null>;
  ticks: Record<string, boolean>;
}

/** An empty form: every select at its field's default. */
export function firstEntries(tool: ToolDescriptor): Entries {
  const texts: Record<string, string> = {};
  for (const input of tool.form.inputs) {
    if (input.kind === 'select') texts[input.field] = (tool.fields[input.field] as ChoiceField).default;
  }
  return { texts, images: {}, ticks: {} };
}

/** The catalogue's `needs` as the form checks it: blank text counts as absent. */
function hasNeeded(tool: ToolDescriptor, { texts, images }: Entries): boolean {
  const present = (field: string) => Boolean(images[field] ?? texts[field]?.trim());
  return tool.needs.rule === 'all' ? tool.needs.fields.every(present) : tool.needs.fields.some(present);
}

/** Why the form cannot be sent yet (the API's own messages: `missing`, then a consent's `refused`), or null. */
export function validate(tool: ToolDescriptor, entries: Entries): string | null {
  if (!hasNeeded(tool, entries)) return tool.missing;
  const unticked = tool.form.inputs.find((input) => input.kind === 'consent' && !entries.ticks[input.field]);
  return unticked ? (tool.fields[unticked.field] as ConsentField).refused : null;
}

/** The request body: texts trimmed (an optional one only when filled), choices, images as data URLs, consents. */
export function bodyOf(tool: ToolDescriptor, { texts, images }: Entries): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const input of tool.form.inputs) {
    const { field } = input;
    if (input.kind === 'image') {
      const image = images[field];
      if (image) body[field] = image.dataUrl;
    } else if (input.kind === 'consent') body[field] = true;
    else if (input.kind === 'select') body[field] = texts[field];
    else {
      const text = (texts[field] ?? '').trim();
      if (text || !input.optional) body[field] = text;
    }
  }
  return body;
}
