import { describe, expect, it } from 'vitest';

import { limitText } from './limitText';

describe('limitText', () => {
  it('only states the limit (for a screen reader) below 80 % of it', () => {
    expect(limitText(0, 2000)).toEqual({ visible: false, full: false, text: 'Up to 2,000 characters.' });
    expect(limitText(1599, 2000).visible).toBe(false);
  });

  it('counts from 80 %, with thousands separators', () => {
    expect(limitText(1600, 2000)).toEqual({ visible: true, full: false, text: '1,600 / 2,000' });
    expect(limitText(1640, 2000).text).toBe('1,640 / 2,000');
    expect(limitText(48, 60).text).toBe('48 / 60');
  });

  it('says so at the limit, and when a paste was cut', () => {
    expect(limitText(2000, 2000)).toEqual({ visible: true, full: true, text: '2,000 / 2,000: limit reached' });
    expect(limitText(300, 300, true).text).toBe('300 / 300: limit reached, the rest of what you pasted was cut');
    // a cut note is only for a full field
    expect(limitText(250, 300, true).text).toBe('250 / 300');
  });
});
