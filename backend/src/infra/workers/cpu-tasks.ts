/**
 * The work the CPU worker threads do, as one function built from nothing outside it: its source is
 * what each worker runs (cpu.pool.ts), so it may use only its arguments and Node's globals.
 */
export function cpuTasks(guards: {
  nestsDeeperThan(raw: Uint8Array): boolean;
  fieldWithForbiddenCharacters(value: unknown): string | null;
}) {
  /** The bytes of each body being streamed in (`append`), by the stream's number. */
  const streams = new Map<number, Uint8Array[]>();
  const tasks = {
    /** More bytes of a body being streamed in (each request's body arrives in pieces). */
    append({ stream, bytes }: { stream: number; bytes: Uint8Array }): null {
      const chunks = streams.get(stream);
      if (chunks) chunks.push(bytes);
      else streams.set(stream, [bytes]);
      return null;
    },
    /** The streamed body, read as `json` reads one. */
    finish(stream: number): JsonBodyOutcome {
      const chunks = streams.get(stream) ?? [];
      streams.delete(stream);
      return tasks.json(Buffer.concat(chunks));
    },
    /** Forgets a body that will not be finished (too large, aborted). */
    drop(stream: number): null {
      streams.delete(stream);
      return null;
    },
    /**
     * A JSON body from its bytes, as body-parser's strict JSON parser reads it (an empty body is `{}`,
     * the top level an object or an array), checked for nesting first and for forbidden characters after.
     */
    json(raw: Uint8Array): JsonBodyOutcome {
      if (guards.nestsDeeperThan(raw)) return { refused: 'deep' };
      const text = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('utf8');
      if (raw.byteLength === 0) return { body: {}, field: null };
      const first = /^[ \t\n\r]*([^ \t\n\r])/.exec(text)?.[1];
      if (first !== '{' && first !== '[') return { refused: 'parse' };
      let body: unknown;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return { refused: 'parse' };
      }
      return { body, field: guards.fieldWithForbiddenCharacters(body) };
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
