import jwt from 'jsonwebtoken';

import { AppConfig } from '../../config/app-config';
import type { Settings } from '../../config/config.schema';
import { SESSION_TTL_SECONDS, SessionTokenService } from './session-token.service';

const service = (secret: string) => new SessionTokenService(new AppConfig({} as Settings, secret));

describe('SessionTokenService.verify (verified tokens cached for their remaining life)', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the same session for a token verified before, and null once it has expired', () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const tokens = service('secret-one');
    const token = tokens.sign({ sub: 'u1', username: 'amy' });
    const first = tokens.verify(token);
    expect(first).toMatchObject({ sub: 'u1', username: 'amy' });
    expect(tokens.verify(token)).toEqual(first);
    jest.setSystemTime(Date.now() + (SESSION_TTL_SECONDS + 1) * 1000);
    expect(tokens.verify(token)).toBeNull();
  });

  it('never caches a token it refused: a forged or altered one stays refused', () => {
    const tokens = service('secret-one');
    const forged = service('secret-two').sign({ sub: 'u1', username: 'amy' });
    expect(tokens.verify(forged)).toBeNull();
    expect(tokens.verify(forged)).toBeNull();
    const good = tokens.sign({ sub: 'u2', username: 'bea' });
    expect(tokens.verify(good)).not.toBeNull();
    const altered = jwt.sign({ ...(jwt.decode(good) as object), username: 'eve' }, 'secret-two');
    expect(tokens.verify(altered)).toBeNull();
  });
});
