import { cleanName } from './names';

describe("a girl's name as stored", () => {
  it.each([
    ['\u202EMia\u202C', 'Mia'],
    ['  Ana\u200B  ', 'Ana'],
    ['\u2067نور\u2069', 'نور'],
    ['\uFEFF\u200E', null],
    ['   ', null],
    [null, null],
    ['👩\u200D🎤 Lou', '👩\u200D🎤 Lou'],
    ['می\u200Cخواهم', 'می\u200Cخواهم'],
  ])('%j is stored as %j', (name, stored) => expect(cleanName(name)).toBe(stored));
});
