// Web: the JavaScript a first visit to `/` loads before the visitor does anything (the 18+ notice),
// gzip size, from the built files' static import graph and in Chromium (script responses), target
// ≤ 150 KB (KiB) and no wallet code. Also shown: a visitor who confirmed on an earlier visit, and
// /subscriptions (where the wallet code must come). Floor: React and ReactDOM alone, gzip.
// Needs `npm run build -w frontend` first. `node bench/web.mjs`.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { runPart, sleep } from './lib/common.mjs';
import { log, root, startStack } from './lib/processes.mjs';

const DIST = join(root, 'frontend/dist');
const LIMIT = 150 * 1024;
/** Strings only the Solana and wallet-adapter libraries contain (they survive minification). */
const WALLET_MARKERS = ['WalletNotReadyError', 'solana:signTransaction', 'SysvarRent111111111111111111111111111111111'];
const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;

function gzipBytes(file) {
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

const hasWallet = (file) => {
  const text = readFileSync(file, 'utf8');
  return WALLET_MARKERS.some((m) => text.includes(m));
};

/** index.html's entry and preloads, then every static `import ... from "./x.js"` of those, transitively. */
function staticGraph() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const start = [
    ...html.matchAll(
      /<script[^>]+src="\/assets\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g,
    ),
  ].map((m) => m[1] ?? m[2]);
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const name = queue.shift();
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(DIST, 'assets', name), 'utf8');
    // static imports only: `import{a}from"./x.js"`, `import"./x.js"`; never `import("./x.js")`
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{},\s]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g))
      queue.push(m[1]);
  }
  return [...seen];
}

/** The least a React page costs: `createRoot(...).render(<p/>)` built by the same Vite, gzip -9. */
async function reactFloor() {
  const dir = mkdtempSync(join(tmpdir(), 'aigirls-web-floor-'));
  try {
    writeFileSync(join(dir, 'index.html'), '<div id="root"></div><script type="module" src="./main.js"></script>');
    writeFileSync(
      join(dir, 'main.js'),
      "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'hi'));\n",
    );
    const require = createRequire(join(root, 'frontend/package.json'));
    const { build } = await import(pathToFileURL(require.resolve('vite')).href);
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      resolve: {
        alias: { react: join(root, 'node_modules/react'), 'react-dom': join(root, 'node_modules/react-dom') },
      },
      build: { outDir: join(dir, 'dist') },
    });
    const assets = join(dir, 'dist/assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((a, f) => a + gzipBytes(join(assets, f)), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What Chromium fetches for `path`, until the network is quiet: script URLs, bytes on the wire, gzip size. */
async function inChromium(browser, base, path, confirmed, signedIn = false) {
  const context = await browser.newContext();
  if (signedIn) {
    const res = await context.request.post(`${base}/api/auth/signup`, {
      data: { username: `web_${Date.now() % 1e8}`, password: 'correct horse battery' },
      headers: { origin: base },
    });
    if (res.status() !== 201) throw new Error(`sign-up in the browser: HTTP ${res.status()}`);
  }
  // the init script runs in the page, where globalThis is window
  if (confirmed) await context.addInitScript(() => globalThis.localStorage.setItem('ageConfirmed', 'true'));
  const page = await context.newPage();
  const scripts = [];
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const sizes = await request.sizes().catch(() => null);
        const headers = (await (await request.response())?.allHeaders()) ?? {};
        scripts.push({
          url: request.url(),
          wire: sizes?.responseBodySize ?? 0,
          encoding: headers['content-encoding'] ?? 'none',
        });
      })(),
    );
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  // a screen that needs the wallet asks for it once it knows who is signed in: give it time
  const until = Date.now() + (signedIn ? 15_000 : 2_000);
  while (Date.now() < until && !(signedIn && scripts.some((s) => hasWallet(join(DIST, new URL(s.url).pathname)))))
    await sleep(250);
  await Promise.all(pending);
  await context.close();
  const files = scripts.map((s) => join(DIST, new URL(s.url).pathname));
  return {
    count: scripts.length,
    wire: scripts.reduce((a, s) => a + s.wire, 0),
    encodings: [...new Set(scripts.map((s) => s.encoding))].join(', '),
    gzip: files.reduce((a, f) => a + (existsSync(f) ? gzipBytes(f) : 0), 0),
    wallet: files.filter((f) => existsSync(f) && hasWallet(f)).length,
  };
}

await runPart('web', async () => {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('frontend/dist is missing: run `npm run build -w frontend` first');
  const floor = await reactFloor();
  const graph = staticGraph();
  const files = graph.map((n) => join(DIST, 'assets', n));
  const built = files.reduce((a, f) => a + gzipBytes(f), 0);
  const builtWallet = graph.filter((n) => hasWallet(join(DIST, 'assets', n)));
  console.log(`   floor (a page that renders one React element, same Vite, gzip -9): ${kib(floor)}`);
  console.log(
    `   built files, static graph of index.html: ${graph.length} scripts, ${kib(built)} gzip; wallet code in ${builtWallet.length ? builtWallet.join(', ') : 'none'}`,
  );

  const { chromium } = await import('playwright-core');
  const stack = await startStack({ worker: false, extraEnv: { WEB_DIR: DIST } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const first = await inChromium(browser, stack.base, '/', false);
    const back = await inChromium(browser, stack.base, '/', true);
    const subs = await inChromium(browser, stack.base, '/subscriptions', true, true);
    const line = (what, r) =>
      `   Chromium, ${what}: ${r.count} scripts, ${kib(r.wire)} on the wire (${r.encodings}), ${kib(r.gzip)} gzip, wallet code in ${r.wallet}`;
    console.log(line('first visit to / (18+ notice)', first));
    console.log(line('/ after confirming on an earlier visit, signed out', back));
    console.log(line('/subscriptions, signed in (wallet needed)', subs));
    log('done');
    return [
      ['first visit JS (built files) <= 150 KiB gzip', built <= LIMIT, kib(built)],
      ['first visit JS (Chromium) <= 150 KiB gzip', first.gzip <= LIMIT && first.count > 0, kib(first.gzip)],
      [
        'no wallet code on a first visit (built files, Chromium)',
        builtWallet.length === 0 && first.wallet === 0,
        `${builtWallet.length}, ${first.wallet}`,
      ],
      ['no wallet code on / for a signed-out visitor', back.wallet === 0, String(back.wallet)],
      ['wallet code arrives on /subscriptions', subs.wallet > 0, String(subs.wallet)],
    ];
  } finally {
    await browser.close();
  }
});
