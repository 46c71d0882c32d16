import { byteRange } from './media.handler';

describe('a Range header', () => {
  it('is one part: from-to, from, or the last bytes', () => {
    expect(byteRange('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=100-')).toEqual({ start: 100, end: undefined });
    expect(byteRange('bytes=-500')).toEqual({ suffix: 500 });
  });

  it('is answered whole when it is absent, several parts, backwards or nonsense', () => {
    for (const header of [undefined, '', 'bytes=0-1,5-9', 'bytes=9-2', 'bytes=-', 'bytes=-0', 'items=0-1', 'bytes=a-b'])
      expect(byteRange(header)).toBeUndefined();
  });
});
