import { type ClipboardEvent, useId, useState } from 'react';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text field's limit: `maxLength` for the field, and the counter's props. A paste that does not
 * fit is cut by the browser; the counter then says so instead of cutting it silently.
 */
export function useLimit(value: string, max: number) {
  const id = useId();
  const [cut, setCut] = useState(false);
  // the note about a cut paste lasts until the text is shorter than the limit again
  if (cut && value.length < max) setCut(false);

  function onPaste(event: ClipboardEvent<TextElement>) {
    const field = event.currentTarget;
    const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
    if (field.value.length - selected + event.clipboardData.getData('text').length > max) setCut(true);
  }

  return {
    field: { maxLength: max, onPaste, 'aria-describedby': id },
    counter: { id, length: value.length, max, cut },
  };
}
