// Hostile requests from the OpenAPI document, and a runner that sends them and counts the answers.
// Shared by `npm run fuzz` (bench/fuzz.mjs) and the smaller run in the backend test suite
// (backend/test/fuzz.test.ts). CommonJS so that both ESM scripts and jest can load it as it is.
'use strict';
const http = require('node:http');

const {
  TINY_PNG,
  uuid,
  deep,
  ODD_TEXT,
  ODD_NUMBERS,
  WRONG_TYPES,
  PATH_VALUES,
  BROKEN_AUTH,
  ODD_HEADERS,
} = require('./values.cjs');

/** A small seeded PRNG (mulberry32): a run is repeatable from its seed. */
function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)], chance: (p) => next() < p };
}

/** Resolves `$ref`s of the document (one level at a time; bounded). */
function resolver(doc) {
  return function resolve(schema, depth = 0) {
    if (!schema || depth > 8) return {};
    if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()], depth + 1);
    if (schema.allOf?.length)
      return resolve(Object.assign({}, ...schema.allOf.map((s) => resolve(s, depth + 1))), depth + 1);
    return schema;
  };
}

/** A value for a schema: often a plausible one, often an edge, sometimes the wrong type. */
function valueFor(r, schema, name, ctx, depth = 0) {
  const s = ctx.resolve(schema);
  if (r.chance(0.12)) return r.pick(WRONG_TYPES);
  if (s.enum && r.chance(0.6)) return r.pick(s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (/id$/i.test(name) && r.chance(0.6)) return r.pick([...ctx.ids, uuid(r), 'abc', '']);
  if (/image|input|swap/i.test(name) && r.chance(0.5))
    return r.chance(0.02)
      ? ctx.bigImage
      : r.pick([`data:image/png;base64,${TINY_PNG}`, 'data:image/png;base64,AAAA', '', 'x']);
  switch (type) {
    case 'integer':
    case 'number':
      return r.chance(0.3) && s.minimum !== undefined
        ? r.pick([s.minimum, s.minimum - 1, s.maximum ?? 0, (s.maximum ?? 0) + 1])
        : r.pick(ODD_NUMBERS);
    case 'boolean':
      return r.chance(0.8) ? r.chance(0.5) : r.pick(['true', 1, 'yes']);
    case 'array': {
      const n = r.pick([0, 1, 2, 3, 31, 200]);
      return Array.from({ length: n }, () => (depth < 4 ? valueFor(r, s.items ?? {}, name, ctx, depth + 1) : 'x'));
    }
    case 'object':
      return depth < 4 ? objectFor(r, s, ctx, depth + 1) : {};
    default:
      return r.chance(0.35) && s.maxLength ? 'y'.repeat(s.maxLength + r.pick([-1, 0, 1])) : r.pick(ODD_TEXT);
  }
}

function objectFor(r, schema, ctx, depth = 0) {
  const s = ctx.resolve(schema);
  const out = {};
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    if (r.chance(0.85)) out[key] = valueFor(r, prop, key, ctx, depth);
  }
  if (r.chance(0.1)) out[r.pick(['__proto__', 'constructor', 'extra', 'isAdmin', 'credits'])] = r.pick(WRONG_TYPES);
  return out;
}

/** A body as raw text: mostly from the schema, sometimes junk, too deep, too big or not JSON at all. */
function bodyFor(r, op, ctx) {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const roll = r.next();
  if (roll < 0.05)
    return r.pick([
      '{',
      'null',
      '[]',
      '"x"',
      '1',
      '{"a":}',
      '\u0000',
      '{"a":1,"a":2}',
      '',
      ' ',
      '{"__proto__":{"x":1}}',
    ]);
  if (roll < 0.09) return `{"a":${deep(r.pick([31, 32, 33, 100, 1500, 20000]))}}`;
  if (roll < 0.1) return JSON.stringify({ blob: 'z'.repeat(r.pick([99_000, 120_000, 200_000])) });
  if (!schema && r.chance(0.7)) return undefined;
  return JSON.stringify(schema ? objectFor(r, schema, ctx) : { any: r.pick(ODD_TEXT) });
}

function pathFor(r, path, op, ctx) {
  return path.replace(/\{([^}]+)\}/g, () =>
    r.chance(0.6) && ctx.ids.length ? r.pick(ctx.ids) : r.chance(0.3) ? uuid(r) : r.pick(PATH_VALUES),
  );
}

/** Percent-encoding that never throws: a lone surrogate goes out as the bytes Node makes of it. */
function encode(text) {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

function queryFor(r, op, ctx) {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  const parts = [];
  for (const p of params) {
    if (!r.chance(0.7)) continue;
    const v = r.chance(0.2)
      ? r.pick(['%00', '%E0', '%', '%ZZ'])
      : encode(String(valueFor(r, p.schema ?? {}, p.name, ctx)));
    parts.push(`${p.name}=${v}`);
    if (r.chance(0.05)) parts.push(`${p.name}=${v}`); // repeated: an array where a text is expected
  }
  if (r.chance(0.05)) parts.push(r.pick(['a[b]=1', '__proto__[x]=1', '=', '&&', 'limit[]=2']));
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Who sends it: the two users (bearer or cookie from our origin, or cookie from elsewhere), nobody, or a broken session. */
function authFor(r, ctx, op) {
  const roll = r.next();
  const user = r.chance(0.5) ? ctx.users[0] : ctx.users[1];
  // signing out would end the run's own sessions: that path gets throwaway or broken sessions only
  if (op.path === '/api/auth/signout' && roll < 0.6) return r.pick(BROKEN_AUTH);
  if (roll < 0.3) return { authorization: `Bearer ${user.token}` };
  if (roll < 0.5) return { cookie: `session=${user.token}`, origin: ctx.origin };
  if (roll < 0.55)
    return {
      cookie: `session=${user.token}`,
      origin: r.pick(['https://evil.example', 'null', ctx.origin + '.evil.example']),
    };
  if (roll < 0.75) return {};
  return r.pick(BROKEN_AUTH);
}

/** Every operation of the document, as { method, path, op }. */
function operations(doc) {
  const out = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'])
      if (item[method]) out.push({ method: method.toUpperCase(), path, op: item[method] });
  }
  return out;
}

/**
 * `count` requests, spread over every operation in turn (so each gets its share), each with random and
 * edge values. ctx: { users: [{ token }, { token }], ids: [known ids], origin }.
 */
function* makeRequests(doc, ctx, count, seed = 1) {
  const r = prng(seed);
  const ops = operations(doc);
  const c = { ...ctx, resolve: resolver(doc), bigImage: `data:image/png;base64,${'A'.repeat(12_000_000)}` };
  for (let i = 0; i < count; i++) {
    const { method, path, op } = ops[i % ops.length];
    const headers = { ...authFor(r, c, { path }), ...(r.chance(0.15) ? r.pick(ODD_HEADERS) : {}) };
    const body = method === 'GET' || method === 'DELETE' ? (r.chance(0.05) ? '{"x":1}' : undefined) : bodyFor(r, op, c);
    const trimmed = body;
    if (trimmed !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    yield {
      method: r.chance(0.01) ? r.pick(['PATCH', 'OPTIONS', 'HEAD', 'PUT']) : method,
      path: pathFor(r, path, op, c) + queryFor(r, op, c),
      headers,
      body: trimmed,
      operation: `${method} ${path}`,
    };
  }
}

/** Sends one request; never throws (a header Node refuses to send counts as 'unsendable'). */
function send(base, agent, req, timeoutMs) {
  return new Promise((resolve) => {
    let settled = false;
    const done = (status) => {
      if (!settled) {
        settled = true;
        resolve(status);
      }
    };
    let out;
    try {
      const url = new URL(base);
      out = http.request({
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers: req.headers,
        agent,
        timeout: timeoutMs,
      });
    } catch {
      return done('unsendable');
    }
    out.on('response', (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode));
      res.on('error', () => done('reset'));
    });
    out.on('timeout', () => {
      out.destroy();
      done('timeout');
    });
    out.on('error', (err) => done(err.code === 'ECONNREFUSED' ? 'refused' : 'reset'));
    try {
      out.end(req.body);
    } catch {
      done('unsendable');
    }
  });
}

/**
 * Sends the requests with at most `concurrency` in flight and stops at `timeMs`. Answers the count of
 * each status, the requests that got a 5xx (or no answer), and how many were sent.
 */
async function runFuzz({
  base,
  requests,
  concurrency = 16,
  timeMs = 10 * 60_000,
  requestTimeoutMs = 70_000,
  onProgress,
}) {
  const host = new URL(base).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`the fuzzer only talks to loopback, not ${host}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const counts = {};
  const failures = [];
  const end = Date.now() + timeMs;
  let sent = 0;
  const iterator = requests[Symbol.iterator]();
  async function lane() {
    for (;;) {
      if (Date.now() > end) return;
      const next = iterator.next();
      if (next.done) return;
      const req = next.value;
      let status = await send(base, agent, req, requestTimeoutMs);
      // a kept-alive connection the server closed after an earlier answer (a refused body, say) is not
      // this request's fault: it is sent once more on a connection of its own
      if (status === 'reset') status = await send(base, false, req, requestTimeoutMs);
      sent++;
      counts[status] = (counts[status] ?? 0) + 1;
      if (typeof status !== 'number' ? status !== 'unsendable' : status >= 500) {
        failures.push({
          status,
          method: req.method,
          path: req.path,
          headers: req.headers,
          body: req.body && req.body.length > 500 ? `${req.body.slice(0, 500)}… (${req.body.length} chars)` : req.body,
        });
      }
      if (onProgress && sent % 1000 === 0) onProgress(sent, counts);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  agent.destroy();
  return { sent, counts, failures, timedOut: Date.now() > end };
}

module.exports = { makeRequests, runFuzz, operations, prng };
