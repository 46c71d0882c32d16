import { type ApiError, type Girl, NAME_REQUIRED } from '../src/contracts';
import { jsonCard } from './support/card-files';
import { girlsWorld, mia } from './support/girls-world';
import { call, signUp } from './support/http';

const world = girlsWorld();

describe("a girl's name", () => {
  it('is stored without the hidden characters that would turn the text around it (wizard and card)', async () => {
    const { token } = await signUp(world.api.url);
    const { girl } = await world.createGirl(token, { ...mia, name: '\u202Eailim\u202C\u200B' });
    expect(girl.name).toBe('ailim');
    // a name of hidden characters only is no name: refused like a blank one, nothing stored
    const blank = await call<ApiError>(world.api.url, 'POST', '/api/girls', {
      token,
      body: { ...mia, name: '\u2066 \u2069' },
    });
    expect([blank.status, blank.body.message]).toEqual([400, NAME_REQUIRED]);
    const card = { spec: 'chara_card_v2', spec_version: '2.0', data: { name: '\u202ELuna', first_mes: 'Hi' } };
    const imported = await call<{ girl: Girl }>(world.api.url, 'POST', '/api/girls/import', {
      token,
      body: { card: jsonCard(card) },
    });
    expect(imported.status).toBe(201);
    expect(imported.body.girl.name).toBe('Luna');
  });
});
