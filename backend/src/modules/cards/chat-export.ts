import type { ChatExportLine } from '../../contracts';

/** One JSON object a line. */
export const toJsonl = (lines: ChatExportLine[]) =>
  lines.map((l) => JSON.stringify(l)).join('\n') + (lines.length ? '\n' : '');

/** `Name: text` a message, a blank line between messages; a picture is its URL on a line of its own. */
export function toText(girlName: string, lines: ChatExportLine[]): string {
  const head = `Chat with ${girlName}\n\n`;
  return (
    head +
    lines
      .map((l) => `[${l.createdAt}] ${l.name}: ${l.text}${l.image ? `${l.text ? '\n' : ''}${l.image}` : ''}`)
      .join('\n\n') +
    '\n'
  );
}
