/**
 * Chromium for the e2e specs: one browser per spec file, a fresh context (cookies, storage) per test,
 * with what the page logged collected so a test can fail on a CSP violation or an uncaught error.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** console.error messages, including failed requests ('Failed to load resource: ... 401') */
  consoleErrors: string[];
  /** 'Refused to ...' messages and securitypolicyviolation events */
  cspViolations: string[];
  /** uncaught exceptions and unhandled rejections in the page */
  pageErrors: string[];
  /** Throws if the page broke the Content Security Policy or threw; then closes the context. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** pretend the visitor already passed the 18+ gate (localStorage ageConfirmed) */
  adult?: boolean;
  viewport?: { width: number; height: number };
  /** another browser, say a phone's (the wallet libraries look at it) */
  userAgent?: string;
}

const CSP_EVENT_TAG = '[e2e] securitypolicyviolation:';

export async function openPage(browser: Browser, baseURL: string, options: OpenOptions = {}): Promise<PageSession> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    userAgent: options.userAgent,
    deviceScaleFactor: 1,
    locale: 'en-US',
    reducedMotion: 'reduce',
    // what a page of the app sends with its writes: context.request calls carry the session cookie
    // too, and the API refuses cookie-authenticated writes from any other origin
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);

  // CSP violations are logged by Chromium as 'Refused to ...'; the event is a second witness.
  await context.addInitScript((tag: string) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `${tag} ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  }, CSP_EVENT_TAG);
  if (options.adult) {
    await context.addInitScript(() => window.localStorage.setItem('ageConfirmed', 'true'));
  }

  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Refused to /.test(text) || text.startsWith(CSP_EVENT_TAG)) cspViolations.push(text);
    if (msg.type() === 'error') consoleErrors.push(text);
  });
  page.on('pageerror', (err) => pageErrors.push(err.stack ?? err.message));

  let closed = false;
  return {
    context,
    page,
    consoleErrors,
    cspViolations,
    pageErrors,
    async close() {
      if (closed) return;
      closed = true;
      await context.close();
      if (process.env.E2E_CONSOLE && consoleErrors.length > 0) {
        process.stderr.write(`[e2e] console errors:\n  ${consoleErrors.join('\n  ')}\n`);
      }
      const problems = [
        ...cspViolations.map((v) => `CSP violation: ${v}`),
        ...pageErrors.map((e) => `uncaught error in the page: ${e}`),
      ];
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  };
}

/** Saves a full-page PNG as e2e/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: 'disabled', caret: 'hide' });
  return path;
}

/** A full-page screenshot taken from the top (a scrolled page would paint its sticky header mid-page). */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return screenshot(page, name);
}

/** Waits until the locator is visible (bounded) and returns it. */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until the locator is gone or hidden (bounded). */
export async function hidden(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/**
 * Resolves once the page's Socket.IO client is connected to the server (the server's CONNECT answer
 * `40{...}` arrived, by long-polling or by WebSocket). Start it before the page loads.
 */
export function socketConnected(page: Page, timeout = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    // \x1e is on purpose: Engine.IO separates the packets of a long-polling payload with it
    // eslint-disable-next-line no-control-regex
    const isConnectAck = (payload: string) => /(^|\x1e)40(\{|$)/.test(payload);
    let settled = false;
    const done = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      page.off('response', onResponse);
      page.off('websocket', onWebSocket);
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(() => done(new Error(`the page's socket did not connect within ${timeout} ms`)), timeout);
    const onResponse = (response: import('playwright-core').Response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      response.text().then(
        (body) => isConnectAck(body) && done(),
        () => undefined, // a body the browser already dropped: the next poll or frame will tell
      );
    };
    const onWebSocket = (ws: import('playwright-core').WebSocket) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && isConnectAck(payload)) done();
      });
    };
    page.on('response', onResponse);
    page.on('websocket', onWebSocket);
  });
}

/**
 * One browser for the spec file and a fresh context per `open(baseUrl)`. Registers the hooks that
 * launch the browser, close each test's sessions after it (failing the test on a CSP violation or an
 * error in the page), and close the browser at the end.
 */
export function browserPages(defaults: OpenOptions = {}) {
  let browser: Browser | undefined;
  const sessions: PageSession[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    const open = sessions.splice(0);
    const errors: unknown[] = [];
    for (const s of open) await s.close().catch((err: unknown) => errors.push(err));
    if (errors.length > 0) throw errors[0];
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(baseURL: string, options: OpenOptions = {}): Promise<PageSession> {
      if (!browser) throw new Error('the browser is not launched yet (open pages inside tests)');
      const session = await openPage(browser, baseURL, { ...defaults, ...options });
      sessions.push(session);
      return session;
    },
  };
}
