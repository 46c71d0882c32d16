// Hostile character cards for `npm run fuzz`: POST /api/girls/import (and its preview) with JSON and
// PNG cards: deflate bombs in the card chunk and in other chunks, hundreds of zTXt chunks, a second
// chara chunk, chara and ccv3 that only together pass the budget, every field long and in every
// script, NUL, lone surrogates, non-characters, bidi overrides, deep and huge lorebooks, unknown fields.
'use strict';
const { crc32, deflateSync } = require('node:zlib');

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const MiB = 1024 * 1024;

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
const key = (keyword) => Buffer.from(`${keyword}\0`, 'latin1');
const tEXt = (keyword, text) => chunk('tEXt', Buffer.concat([key(keyword), Buffer.from(text, 'latin1')]));
const zTXt = (keyword, deflated) => chunk('zTXt', Buffer.concat([key(keyword), Buffer.from([0]), deflated]));
const iTXt = (keyword, deflated) =>
  chunk('iTXt', Buffer.concat([key(keyword), Buffer.from([1, 0]), Buffer.from('en\0\0'), deflated]));
/** The 1x1 PNG with `chunks` after its IHDR. */
const png = (chunks) => Buffer.concat([TINY_PNG.subarray(0, 33), ...chunks, TINY_PNG.subarray(33)]);
const dataUrl = (bytes, type) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const b64 = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** Text in every script (and what spoofs or breaks text), to be repeated to any length. */
const SCRIPTS = [
  'Maria ',
  'Zoë Ångström ',
  'Мария ',
  'Μαρία ',
  'مريم ',
  'מרים ',
  'मारिया ',
  'মারিয়া ',
  'มาเรีย ',
  'マリア ',
  '玛丽亚 ',
  '마리아 ',
  'Mária ',
  '💋👩‍❤️‍👩🇵🇹 ',
  'Z̷̢̛a̸̛l̴g̵o̶ ',
  'ｆｕｌｌ ',
  '\u202eevil ',
  'a\u200bb ',
];
const ODD = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\uffff',
  '\ufdd0',
  '\u{10ffff}',
  '\u202e',
  '',
  ' ',
  '{{user}}',
  '<script>',
];
const LENGTHS = [1, 60, 61, 199, 200, 201, 2048, 50_000, 50_001, 70_000];
const SHORT = LENGTHS.slice(0, 6);

function makeCardRequests(r, ctx) {
  // a field: any length; an item of a list (greetings, tags, keys, lorebook entries): short ones
  const text = (lengths = LENGTHS) => {
    const roll = r.next();
    if (roll < 0.15) return r.pick(ODD);
    if (roll < 0.2) return r.pick(SCRIPTS) + r.pick(ODD);
    const unit = r.pick(SCRIPTS);
    const n = r.pick(lengths);
    return unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
  };
  const maybe = (p, f) => (r.chance(p) ? f() : undefined);
  const short = () => text(SHORT);
  const list = (max, f = short) => Array.from({ length: r.pick([0, 1, 2, max, max + 1]) }, f);
  const deep = (n) => (n <= 0 ? 'x' : { d: deep(n - 1) });
  const entry = () => ({
    keys: r.chance(0.1) ? list(50) : [short()],
    content: r.chance(0.05) ? text() : short(),
    comment: maybe(0.3, short),
    enabled: r.pick([true, 'yes', 1, null, {}]),
    extensions: maybe(0.3, () => r.pick([{ depth: 4 }, deep(r.pick([5, 28, 40])), { blob: 'b'.repeat(5000) }])),
  });
  const looks = () => ({
    eyes: maybe(0.5, text),
    hair: maybe(0.5, text),
    body: maybe(0.3, text),
    skin: maybe(0.3, () => r.pick([text(), 42, {}])),
    style: maybe(0.5, () => r.pick(['Anime', 'Realistic', text()])),
    traits: maybe(0.5, () => list(30, () => (r.chance(0.8) ? 'Playful' : short()))),
  });
  const data = () => ({
    name: r.chance(0.7) ? 'Mia' : text(),
    description: maybe(0.8, text),
    personality: maybe(0.5, text),
    scenario: maybe(0.5, text),
    first_mes: maybe(0.6, text),
    mes_example: maybe(0.3, text),
    creator_notes: maybe(0.3, text),
    system_prompt: maybe(0.3, text),
    post_history_instructions: maybe(0.2, text),
    creator: maybe(0.3, text),
    alternate_greetings: maybe(0.4, () => list(100)),
    tags: maybe(0.4, () => list(100)),
    nickname: maybe(0.2, text),
    group_only_greetings: maybe(0.2, () => list(100)),
    extensions: maybe(0.7, () => ({
      ai_girls: r.chance(0.9) ? looks() : text(),
      depth_prompt: maybe(0.3, () => ({ prompt: text() })),
    })),
    character_book: maybe(0.4, () =>
      r.pick([{ name: text(), entries: list(r.pick([3, 200, 2000]), entry) }, [entry()], text()]),
    ),
    [r.pick(['x_notes', 'chub', '__proto__', 'constructor'])]: maybe(0.3, () =>
      r.pick([text(), deep(r.pick([10, 31, 40])), 'u'.repeat(70_000)]),
    ),
  });
  const card = () =>
    r.pick([
      () => ({ spec: 'chara_card_v2', spec_version: '2.0', data: data() }),
      () => ({ spec: 'chara_card_v3', spec_version: '3.0', data: data() }),
      () => ({ ...data(), spec: undefined, first_mes: 'Hi' }),
      () => ({ spec: 'chara_card_v2', data: data(), name: text(), description: text() }),
    ])();
  // the bombs are built once: 64 MiB of zeros deflate to about 64 KB
  const bomb8 = deflateSync(Buffer.alloc(8 * MiB));
  const bomb64 = deflateSync(Buffer.alloc(64 * MiB, 'A'));
  const five = deflateSync(Buffer.alloc(5 * MiB, 'A'));
  const plain = () => tEXt('chara', b64(card()));
  const pngs = [
    () => png([plain()]),
    () => png([zTXt('chara', deflateSync(Buffer.from(b64(card()))))]),
    () => png([iTXt('ccv3', deflateSync(Buffer.from(JSON.stringify(card()))))]),
    () => png([zTXt('chara', bomb64)]),
    () => png([iTXt('ccv3', bomb64)]),
    () => png([plain(), ...Array.from({ length: 200 }, (_, i) => zTXt(`Comment${i}`, bomb8))]),
    () => png([plain(), ...Array.from({ length: 2000 }, (_, i) => zTXt(`k${i}`, Buffer.from('not deflate')))]),
    () => png([plain(), plain()]),
    () => png([tEXt('ccv3', b64(card())), zTXt('ccv3', bomb8)]),
    () => png([zTXt('chara', five), zTXt('ccv3', five)]),
    () => png([tEXt('chara', 'not base64 json!!')]),
    () => png([tEXt('chara', 'QUFB'.repeat(2 * MiB))]),
    () => png([plain()]).subarray(0, 40 + r.int(40)),
  ];
  return function cardRequest() {
    const user = r.pick(ctx.users);
    const file = r.chance(0.5)
      ? dataUrl(JSON.stringify(card()), 'application/json')
      : dataUrl(r.pick(pngs)(), 'image/png');
    const body = {
      card: file,
      preview: r.chance(0.5),
      overrides: maybe(0.2, () => ({ hair: r.pick(['Red', '', text()]) })),
    };
    return {
      method: 'POST',
      path: '/api/girls/import',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      operation: 'POST /api/girls/import (card)',
    };
  };
}

/** `requests` with `count` card requests spread evenly among them (the rest after them). */
function* withCards(requests, r, ctx, count, total) {
  const next = makeCardRequests(r, ctx);
  const every = Math.max(1, Math.floor(total / Math.max(1, count)));
  let sent = 0;
  let i = 0;
  for (const req of requests) {
    yield req;
    if (++i % every === 0 && sent < count) {
      sent++;
      yield next();
    }
  }
  for (; sent < count; sent++) yield next();
}

module.exports = { makeCardRequests, withCards };
