/** One turn of a conversation as a chat model sees it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Who she is, for models that write from structured traits (the offline writer). */
export interface Persona {
  name: string;
  personality: string[];
  bio: string | null;
  looks: string[];
  /** what she remembers of older messages (see `summarize`) */
  memory: string | null;
  /** her lorebook's entries the conversation calls up (SillyTavern's World Info), when any */
  lore?: Lore | null;
  /**
   * What she learned about the user and what they asked her to keep, one line each ("Sister: Anna",
   * or their own words), pinned ones first, then the newest; already cut to the prompt's budget.
   */
  facts?: string[];
}

/** Lorebook entries' texts, in order, placed before or after her description. */
export interface Lore {
  before: string[];
  after: string[];
}

export interface ChatRequest {
  /** the full system prompt (built by the chat module's system-prompt builder) */
  system: string;
  persona: Persona;
  /** the recent conversation, oldest first, ending with the user's new message */
  history: ChatTurn[];
  /** another version of a reply already written (regenerating): 1, 2... */
  variant?: number;
}

/** Chat and bio: any OpenAI-compatible server when configured, else the offline persona writer. */
export abstract class ChatModel {
  abstract readonly name: string;
  /** The reply, streamed as text deltas. Throws if the stream breaks. */
  abstract stream(request: ChatRequest, signal?: AbortSignal): AsyncIterable<string>;
  /** A short bio of her, in the third person, 2 to 4 sentences. */
  abstract bio(persona: Persona): Promise<string>;
  /**
   * Folds older messages into the memory summary: the facts the user stated about themselves
   * (name, likes, job, plans...) and what happened between them, kept short (under ~800 characters).
   */
  abstract summarize(previous: string | null, messages: ChatTurn[], persona: Persona): Promise<string>;
}
