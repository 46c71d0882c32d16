import { errorMessage } from '../../app/errors';

const FIELD_NAMES: Record<string, string> = {
  name: 'name',
  description: 'description',
  personality: 'personality',
  scenario: 'scenario',
  first_mes: 'first message',
  alternate_greetings: 'alternate greetings',
  mes_example: 'example dialogue',
  system_prompt: 'system prompt',
  post_history_instructions: 'post-history instructions',
  creator_notes: "creator's notes",
  tags: 'tags',
  character_book: 'character book',
  card: 'card as a whole',
};

/** The server's message, and for a refused field which part of the card (or which answer) it was. */
export function cardErrorMessage(error: unknown): string {
  const message = errorMessage(error);
  const data =
    error && typeof error === 'object' && 'data' in error ? (error.data as { field?: unknown } | null) : null;
  const field = typeof data?.field === 'string' ? data.field : null;
  if (!field) return message;
  return `${message} (${FIELD_NAMES[field] ? `the card's ${FIELD_NAMES[field]}` : `your answer for ${field}`})`;
}
