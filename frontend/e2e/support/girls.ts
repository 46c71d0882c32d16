/**
 * Fixtures for the companion and chat specs: girls made through the real API (in the
 * browser context, so the page shares the session cookie), a job waited on through GET /api/jobs/:id,
 * and the one write no screen can make in a test (a paid subscription) straight into the test's database.
 */
import type { CreateGirlRequest, CreateGirlResponse, Girl } from '@contracts';
import pg from 'pg';
import type { BrowserContext, Locator, Page } from 'playwright-core';

import { signUp } from './accounts';
import type { PageSession } from './browser';

/** Creates a girl through the API (as the wizard's Finish does); her portrait job is queued. */
export async function createGirl(
  context: BrowserContext,
  request: Partial<CreateGirlRequest> = {},
): Promise<CreateGirlResponse> {
  const body: CreateGirlRequest = {
    name: 'Luna',
    eyes: 'Blue',
    mouth: 'Smiling',
    nose: 'Small',
    hair: 'Raven Black Waves',
    body: 'Fit',
    skin: 'Olive',
    personality: ['Witty', 'Romantic'],
    style: 'Realistic',
    ...request,
  };
  const res = await context.request.post('/api/girls', { data: body });
  if (res.status() !== 201) throw new Error(`POST /api/girls answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as CreateGirlResponse;
}

export async function getGirl(context: BrowserContext, id: string): Promise<Girl> {
  const res = await context.request.get(`/api/girls/${id}`);
  if (res.status() !== 200) throw new Error(`GET /api/girls/${id} answered ${res.status()}`);
  return (await res.json()) as Girl;
}

/** Polls GET /api/jobs/:id until the job is completed; throws with its error if it failed (bounded). */
export async function waitForJob(context: BrowserContext, jobId: string, timeout = 60_000): Promise<unknown> {
  const deadline = Date.now() + timeout;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const res = await context.request.get(`/api/jobs/${jobId}`);
    const job = (await res.json()) as { status?: string; result?: unknown; error?: string | null };
    if (job.status === 'completed') return job.result;
    if (job.status === 'failed') throw new Error(`job ${jobId} failed: ${job.error}`);
    last = `${res.status()} ${job.status}`;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`job ${jobId} did not complete within ${timeout} ms (last: ${last})`);
}

/** Makes the user a subscriber until 30 days from now: a fixture write to the test's own database. */
export async function makeSubscriber(database: string, username: string): Promise<void> {
  const base = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const client = new pg.Client({ connectionString: `${base}/${database}` });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE users SET sub_end = now() + interval '30 days' WHERE username = $1`,
      [username],
    );
    if (rowCount !== 1) throw new Error(`no user ${username} in ${database}`);
  } finally {
    await client.end();
  }
}

/** Waits until the image has loaded and has pixels; returns its src. */
export async function loadedImage(page: Page, img: Locator, timeout = 15_000): Promise<string> {
  await img.waitFor({ state: 'visible', timeout });
  await page.waitForFunction(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    await img.elementHandle(),
    {
      timeout,
    },
  );
  return (await img.getAttribute('src')) ?? '';
}

/**
 * Holds back how the page learns that a job ended, so a screen can be looked at while a job is
 * mid-flight (the offline renderer finishes a picture in about 0.1 s): the chosen push events (by
 * default `job:completed`) and, while `job:completed` is held, the answers to GET /api/jobs/:id (the
 * page asks there too). Every other frame and request passes. Install it before the page loads; `ready`
 * resolves once Socket.IO has moved onto the WebSocket (from then on every push comes that way).
 */
export interface PushGate {
  ready: Promise<void>;
  hold(events?: string[]): void;
  /** how many frames of that event (or of any held event) are being held */
  held(event?: string): number;
  /** delivers what was held, in order, and stops holding */
  release(): void;
  /** throws away what was held (a push lost with the connection), and stops holding */
  drop(): void;
  /** closes the page's socket, as a network drop would; Socket.IO then reconnects by itself */
  disconnect(): void;
}

/** The event name of a Socket.IO EVENT packet ('42["job:completed",{...}]', maybe with an ack id). */
const eventOf = (frame: string) => /^42\d*\["([^"]+)"/.exec(frame)?.[1] ?? null;

export async function installPushGate(page: Page): Promise<PushGate> {
  let holding: string[] = [];
  const queue: { event: string; deliver: () => void }[] = [];
  let markReady: () => void = () => undefined;
  let current: { close(): Promise<void> } | null = null;
  let openJobAnswers: () => void = () => undefined;
  let jobAnswers: Promise<void> = Promise.resolve();
  await page.route('**/api/jobs/*', async (route) => {
    await jobAnswers;
    await route.continue();
  });
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    current = ws;
    ws.onMessage((message) => {
      if (message === '5') markReady(); // the client's UPGRADE packet
      server.send(message);
    });
    server.onMessage((message) => {
      const event = typeof message === 'string' ? eventOf(message) : null;
      if (event && holding.includes(event)) queue.push({ event, deliver: () => ws.send(message) });
      else ws.send(message);
    });
  });
  return {
    ready,
    hold: (events = ['job:completed']) => {
      holding = events;
      if (events.includes('job:completed')) jobAnswers = new Promise<void>((resolve) => (openJobAnswers = resolve));
    },
    held: (event) => queue.filter((q) => !event || q.event === event).length,
    release: () => {
      holding = [];
      for (const { deliver } of queue.splice(0)) deliver();
      openJobAnswers();
    },
    drop: () => {
      holding = [];
      queue.splice(0);
      openJobAnswers();
    },
    disconnect: () => {
      void current?.close();
    },
  };
}

/** A girl of a fresh user, portrait done; the context is signed in as that user. */
export async function girlWithPortrait(
  session: PageSession,
  name: string,
  extra: { hair?: string } = {},
): Promise<{ username: string; girl: Girl }> {
  const username = await signUp(session.context);
  const { girl, jobId } = await createGirl(session.context, { name, ...extra });
  await waitForJob(session.context, jobId);
  return { username, girl: await getGirl(session.context, girl.id) };
}
