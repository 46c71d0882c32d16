import type { CreateGirlResponse, Girl, Message, User } from '@contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { newUsername, PASSWORD } from './accounts';
import { type PageSession, socketConnected, visible } from './browser';

// What the subscriptions specs do through the API and in other tabs.

/** The subscriptions page's heading. */
export const TITLE = 'Chat without limits and generate as many images as you want';

/** Another tab of the same visitor, watched for CSP violations and uncaught errors like the first. */
export async function openTab(session: PageSession): Promise<Page> {
  const page = await session.context.newPage();
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Refused to |securitypolicyviolation/.test(text)) session.cspViolations.push(text);
  });
  page.on('pageerror', (err) => session.pageErrors.push(err.stack ?? err.message));
  return page;
}

export interface Account {
  token: string;
  user: User;
}

export async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function signUp(baseUrl: string): Promise<Account> {
  const res = await call<Account>(baseUrl, 'POST', '/api/auth/signup', undefined, {
    username: newUsername(),
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** Signs the browser context in with the account's session cookie. */
export async function signIn(session: PageSession, baseUrl: string, account: Account) {
  await session.context.addCookies([
    { name: 'session', value: account.token, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
}

export const me = async (baseUrl: string, account: Account) =>
  (await call<{ user: User }>(baseUrl, 'GET', '/api/auth/me', account.token)).body.user;

/** A girl with her portrait made (the offline renderer), for the gallery strip and the chat. */
export async function girlWithPortrait(baseUrl: string, account: Account, name: string): Promise<Girl> {
  const created = await call<CreateGirlResponse>(baseUrl, 'POST', '/api/girls', account.token, {
    name,
    eyes: 'Green',
    mouth: null,
    nose: null,
    hair: 'Auburn Curls',
    body: null,
    skin: null,
    personality: ['Playful', 'Romantic'],
    style: 'Realistic',
  });
  expect(created.status).toBe(201);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const girl = (await call<Girl>(baseUrl, 'GET', `/api/girls/${created.body.girl.id}`)).body;
    if (girl.imageUrl) return girl;
    if (Date.now() > deadline) throw new Error(`the portrait of ${name} was not made within 60 s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Brings a free chat to the limit: the greeting and 4 replies are her 5 messages. */
export async function chatToTheLimit(baseUrl: string, account: Account, girlId: string) {
  await call(baseUrl, 'GET', `/api/chats/${girlId}`, account.token);
  for (let i = 0; i < 4; i++) {
    const sent = await call<{ message: Message }>(baseUrl, 'POST', '/api/girl-chat', account.token, {
      girlId,
      newUserMessage: `Tell me something nice, ${i}`,
    });
    expect(sent.status).toBe(200);
  }
  const refused = await call(baseUrl, 'POST', '/api/girl-chat', account.token, { girlId, newUserMessage: 'One more?' });
  expect(refused.status).toBe(402);
}

/** One calendar month after `from` in UTC (the server's rule), as the page writes dates. */
export function monthAfter(from: Date): Date {
  const lastDay = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 2, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      from.getUTCFullYear(),
      from.getUTCMonth() + 1,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
    ),
  );
}
export const pageDate = (date: Date | string) =>
  new Date(date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** The account's chat and pics pages, open in other tabs while the payment is made. */
export async function openOtherPages(session: PageSession, girl: Girl) {
  const chat = await openTab(session);
  const chatSocket = socketConnected(chat);
  await chat.goto(`/chat/${girl.id}`);
  await chatSocket;
  await visible(chat.locator('[data-upsell]'));
  await visible(chat.getByRole('banner').getByText('5 credits', { exact: true }));

  const pics = await openTab(session);
  await pics.goto(`/pics/${girl.id}`);
  await visible(pics.getByText('Free generations left:'));
  return { chat, pics };
}
