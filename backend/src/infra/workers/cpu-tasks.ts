import type { BigString, longStrings } from './long-strings';

/**
 * The work the CPU worker threads do, as one function built from nothing outside it: its source is
 * what each worker runs (cpu.pool.ts), so it may use only its arguments and Node's globals.
 */
export function cpuTasks(
  guards: {
    nestsDeeperThan(raw: Uint8Array): boolean;
    fieldWithForbiddenCharacters(value: unknown): string | null;
  },
  { BIG_STRING, bigStrings, skeleton, findStandIns }: ReturnType<typeof longStrings>,
) {
  /**
   * Each body being streamed in (`append`), by the stream's number: its pieces, or, when its length was
   * declared, one buffer of that length filled as the pieces arrive (so the pieces go as they come).
   */
  const streams = new Map<number, { chunks: Uint8Array[] } | { whole: Buffer; filled: number }>();
  const tasks = {
    /** More bytes of a body being streamed in (each request's body arrives in pieces); `size`, its declared length. */
    append({ stream, bytes, size }: { stream: number; bytes: Uint8Array; size: number | null }): null {
      let body = streams.get(stream);
      if (!body)
        streams.set(
          stream,
          (body = size === null ? { chunks: [] } : { whole: Buffer.allocUnsafeSlow(size), filled: 0 }),
        );
      if ('chunks' in body) body.chunks.push(bytes);
      else if (body.filled + bytes.byteLength <= body.whole.length) {
        body.whole.set(bytes, body.filled);
        body.filled += bytes.byteLength;
      } else body.filled = Infinity; // more than declared: the caller refuses it
      return null;
    },
    /** The streamed body, read as `json` reads one. */
    finish(stream: number): JsonBodyRead {
      const body = streams.get(stream) ?? { chunks: [] };
      streams.delete(stream);
      if ('chunks' in body) return tasks.json(Buffer.concat(body.chunks));
      if (body.filled !== body.whole.length) return { refused: 'parse' };
      return tasks.json(body.whole);
    },
    /** Forgets a body that will not be finished (too large, aborted). */
    drop(stream: number): null {
      streams.delete(stream);
      return null;
    },
    /**
     * A JSON body from its bytes, as body-parser's strict JSON parser reads it (an empty body is `{}`,
     * the top level an object or an array), checked for nesting first and for forbidden characters after.
     * A long plain string value (a base64 data URL) is not made into a string here: it is parsed as a
     * short stand-in and handed back as where it lies in `raw` (`big`), for the caller to read from the
     * bytes, so a large body exists once as bytes and once as its strings, not four times.
     */
    json(raw: Uint8Array): JsonBodyRead {
      if (guards.nestsDeeperThan(raw)) return { refused: 'deep' };
      if (raw.byteLength === 0) return { body: {}, field: null };
      const spans = raw.byteLength >= BIG_STRING ? bigStrings(raw) : [];
      const stand = spans.length ? `${crypto.randomUUID()}:` : '';
      const text = spans.length
        ? skeleton(raw, spans, stand)
        : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('utf8');
      const first = /^[ \t\n\r]*([^ \t\n\r])/.exec(text)?.[1];
      if (first !== '{' && first !== '[') return { refused: 'parse' };
      let body: unknown;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return { refused: 'parse' };
      }
      const field = guards.fieldWithForbiddenCharacters(body);
      if (!spans.length) return { body, field };
      const places: BigString[] = [];
      findStandIns(body, [], stand, spans, places);
      return { body, field, big: { bytes: raw, places } };
    },
    /** The bytes of a base64 text. */
    base64(text: string): Uint8Array {
      return Buffer.from(text, 'base64');
    },
    /**
     * The bytes of a base64 text (whitespace allowed, standard or URL-safe), checked first: 'too-large'
     * past `max` bytes, 'invalid' when it is not base64.
     */
    base64Strict({ text, max }: { text: string; max: number }): Uint8Array | 'too-large' | 'invalid' {
      const clean = /\s/.test(text) ? text.replace(/\s+/g, '') : text;
      if (clean.length > Math.ceil(max / 3) * 4 + 2) return 'too-large';
      if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(clean) || clean.length % 4 === 1) return 'invalid';
      return Buffer.from(clean, 'base64');
    },
  };
  return tasks;
}

/** A JSON body read by a worker: refused (too deep, not JSON), or parsed with the first field holding a forbidden character. */
export type JsonBodyOutcome = { refused: 'deep' | 'parse' } | { body: unknown; field: string | null };

/** What `json` hands back: the outcome, with the long strings still to be read from `bytes` (CpuPool does). */
export type JsonBodyRead = JsonBodyOutcome & { big?: { bytes: Uint8Array; places: BigString[] } };
