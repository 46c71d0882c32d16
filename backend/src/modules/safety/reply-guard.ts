import { MESSAGES } from '../../contracts';
import { violatesAdultPolicy } from './content-policy';

/** How many of the last words stay held back until more text (or the end) shows what they say. */
const HOLD_WORDS = 6;
/** A word run longer than this (no spaces) is released but for its last HOLD_CHARS characters. */
const MAX_HELD = 1000;
const HOLD_CHARS = 200;
/**
 * How much already released text each check reads again: every family of the policy reads a bounded
 * stretch around what it finds (a few words, a bounded pattern), so a check of the new text with this
 * much before it sees what a check of the whole reply would, and the stream costs linear time in all.
 */
const OVERLAP = 300;

/**
 * The output check of a chat model's reply (SAFETY.md section 1), for a stream: text is released only
 * once the whole reply so far passes the check, and the last words are always held back until more
 * arrives, so an age split across deltas ("I'm 1" + "5") is never shown. At the end the rest is released,
 * or, when the reply gives her an age under 18 or calls her a minor, the whole reply is replaced.
 * Each check reads the new text with OVERLAP characters before it; the end checks the whole reply once.
 */
export class ReplyGuard {
  /** set once the reply is refused: store and show MESSAGES.adultsOnlyReply instead */
  replaced = false;
  private text = '';
  private released = 0;
  /** set when a check while streaming finds the reply refused: nothing more is released */
  private refused = false;

  /** Takes one delta; returns the text that may be shown now (often empty). */
  push(delta: string): string {
    this.text += delta;
    if (this.refused) return '';
    const cut = holdBackFrom(this.text, this.released);
    if (cut <= this.released) return '';
    if (violatesAdultPolicy(this.text.slice(Math.max(0, this.released - OVERLAP)), 'reply')) {
      this.refused = true;
      return '';
    }
    const out = this.text.slice(this.released, cut);
    this.released = cut;
    return out;
  }

  /** The end of the stream: the rest to show, or '' when the reply is replaced. */
  end(): string {
    this.replaced = violatesAdultPolicy(this.text, 'reply');
    if (this.replaced) return '';
    const rest = this.text.slice(this.released);
    this.released = this.text.length;
    return rest;
  }

  /** The final reply to store and show. */
  final(shown: string): string {
    return this.replaced ? MESSAGES.adultsOnlyReply : shown;
  }

  /** Wraps a model stream: yields only checked text; a stream that breaks is checked as far as it got. */
  async *filter(source: AsyncIterable<string>): AsyncGenerator<string> {
    try {
      for await (const delta of source) {
        const out = this.push(delta);
        if (out) yield out;
      }
    } catch (err) {
      this.replaced = violatesAdultPolicy(this.text, 'reply');
      throw err;
    }
    const rest = this.end();
    if (rest) yield rest;
  }
}

const SPACE = /\s/;

/** Where the held-back tail starts: before the last HOLD_WORDS words, read back to `released` only. */
function holdBackFrom(text: string, released: number): number {
  let words = 0;
  for (let i = text.length - 1; i > released; i--) {
    if (SPACE.test(text[i]) && !SPACE.test(text[i - 1])) {
      words++;
      if (words >= HOLD_WORDS) return i;
    }
  }
  return text.length - released > MAX_HELD ? text.length - HOLD_CHARS : released;
}

/** The same check for a reply written whole (the bio): true when it must not be shown. */
export function replyViolates(text: string): boolean {
  return violatesAdultPolicy(text, 'reply');
}
