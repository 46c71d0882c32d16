import { parseSettings } from '../../config/config.schema';
import { trustProxy } from './configure-app';
import { readCookie } from './cookies';
import { asBusyDatabase } from './http-errors';
import { fieldWithForbiddenCharacters, hasForbiddenCharacters, nestsDeeperThan } from './json-guards';
import { loggerOptions } from './logger.options';

describe('nestsDeeperThan', () => {
  const nest = (n: number) => Buffer.from('['.repeat(n) + ']'.repeat(n));
  it('counts brackets and braces outside strings only', () => {
    expect(nestsDeeperThan(nest(32))).toBe(false);
    expect(nestsDeeperThan(nest(33))).toBe(true);
    expect(nestsDeeperThan(Buffer.from(JSON.stringify({ a: '[{'.repeat(100), b: '\\"[[[' })))).toBe(false);
    expect(nestsDeeperThan(nest(1_000_000))).toBe(true);
  });
});

describe('forbidden characters', () => {
  it.each(['\u0000', 'a\ud800', '\udfff', '\ufdd0', '\ufffe', '\u{1fffe}', '\u{10ffff}'])('refuses %j', (text) => {
    expect(hasForbiddenCharacters(text)).toBe(true);
  });
  it('lets ordinary text, accents and emoji through', () => {
    expect(hasForbiddenCharacters('Mia 💋 Zoë — 日本 \t\n')).toBe(false);
  });
  it('names the field, an array by its own name', () => {
    expect(fieldWithForbiddenCharacters({ name: 'ok', looks: { hair: 'x\u0000' } })).toBe('hair');
    expect(fieldWithForbiddenCharacters({ personality: ['ok', '\ud800'] })).toBe('personality');
    expect(fieldWithForbiddenCharacters({ name: 'ok', n: 1, b: null })).toBeNull();
  });
});

describe('readCookie', () => {
  it('treats a malformed value as no cookie, never throws', () => {
    expect(readCookie('session=%E0', 'session')).toBeNull();
    expect(readCookie('a=1; session=x%20y', 'session')).toBe('x y');
    expect(readCookie(undefined, 'session')).toBeNull();
    expect(readCookie(['session=x'], 'session')).toBeNull();
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody by default', () => {
    expect(trustProxy(parseSettings({}).TRUST_PROXY)).toBe(false);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});

describe('request logs', () => {
  it('carry method, path, status and id, never headers', () => {
    const [options] = loggerOptions(parseSettings({}), 'api').pinoHttp as [
      { serializers: Record<string, (v: unknown) => unknown> },
    ];
    const { serializers } = options;
    expect(
      serializers.req({ id: 'r1', method: 'GET', url: '/api/feed?cursor=abc', headers: { cookie: 'session=secret' } }),
    ).toEqual({ id: 'r1', method: 'GET', path: '/api/feed' });
    expect(serializers.res({ statusCode: 200, headers: { 'set-cookie': 'session=secret' } })).toEqual({
      statusCode: 200,
    });
  });
});

describe('a busy connection pool', () => {
  it('is a 503 to retry, never a 500', () => {
    const busy = asBusyDatabase(new Error('timeout exceeded when trying to connect'));
    expect(busy?.getStatus()).toBe(503);
    expect(busy?.retryAfterSeconds).toBe(5);
    expect(asBusyDatabase(new Error('syntax error'))).toBeNull();
  });
});
