import { MESSAGES } from '../../contracts';
import { violatesAdultPolicy } from './content-policy';

/** How many of the last words stay held back until more text (or the end) shows what they say. */
const HOLD_WORDS = 6;

/**
 * The output check of a chat model's reply (SAFETY.md section 1), for a stream: text is released only
 * once the whole reply so far passes the check, and the last words are always held back until more
 * arrives, so an age split across deltas ("I'm 1" + "5") is never shown. At the end the rest is released,
 * or, when the reply gives her an age under 18 or calls her a minor, the whole reply is replaced.
 */
export class ReplyGuard {
  /** set once the reply is refused: store and show MESSAGES.adultsOnlyReply instead */
  replaced = false;
  private text = '';
  private released = 0;

  /** Takes one delta; returns the text that may be shown now (often empty). */
  push(delta: string): string {
    this.text += delta;
    if (violatesAdultPolicy(this.text, 'reply')) return '';
    const cut = holdBackFrom(this.text);
    if (cut <= this.released) return '';
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

/** Where the held-back tail starts: before the last HOLD_WORDS words (0 while there are fewer). */
function holdBackFrom(text: string): number {
  let words = 0;
  for (let i = text.length - 1; i > 0; i--) {
    if (/\s/u.test(text[i]) && !/\s/u.test(text[i - 1])) {
      words++;
      if (words >= HOLD_WORDS) return i;
    }
  }
  return 0;
}

/** The same check for a reply written whole (the bio): true when it must not be shown. */
export function replyViolates(text: string): boolean {
  return violatesAdultPolicy(text, 'reply');
}
