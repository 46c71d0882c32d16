import { type ClipboardEvent, useId, useState } from 'react';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text field's limit: `maxLength` for the field, and the counter's props. A paste that does not
 * fit is cut by the browser; the counter then says so instead of cutting it silently.
 */
export function useLimit(value: string, max: number) {
  const id = useId();
  // the text as it was when a paste that did not fit came (null: none); the browser adds the part that fits next
  const [cutFrom, setCutFrom] = useState<string | null>(null);
  // the note about it lasts until the text is shorter than the limit again
  if (cutFrom !== null && value !== cutFrom && value.length < max) setCutFrom(null);

  function onPaste(event: ClipboardEvent<TextElement>) {
    const field = event.currentTarget;
    const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
    if (field.value.length - selected + event.clipboardData.getData('text').length > max) setCutFrom(field.value);
  }

  return {
    field: { maxLength: max, onPaste, 'aria-describedby': id },
    counter: { id, length: value.length, max, cut: cutFrom !== null },
  };
}
