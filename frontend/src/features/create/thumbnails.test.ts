import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

import { SUGGESTIONS } from '@contracts';
import { describe, expect, it } from 'vitest';

import { PICTURE_FIELDS, slug, thumbnailUrl } from './thumbnails';

const PUBLIC_DIR = resolve(__dirname, '../../../public');

describe('wizard thumbnails', () => {
  it('turns suggestions into file names', () => {
    expect(slug('Tall & Slender')).toBe('tall-and-slender');
    expect(slug("Defined Cupid's Bow")).toBe('defined-cupids-bow');
    expect(slug('70s')).toBe('70s');
    expect(thumbnailUrl('eyes', 'Blue')).toBeNull();
    expect(thumbnailUrl('hair', 'Rose Gold')).toBe('/wizard/hair/rose-gold.webp');
  });

  it('ships a small picture for every suggestion of every picture step', () => {
    for (const field of PICTURE_FIELDS) {
      for (const suggestion of SUGGESTIONS[field as keyof typeof SUGGESTIONS]) {
        const url = thumbnailUrl(field, suggestion)!;
        const file = `${PUBLIC_DIR}${url}`;
        expect(existsSync(file), `${url} is missing: run node scripts/make-wizard-thumbnails.mjs`).toBe(true);
        expect(statSync(file).size).toBeLessThan(40_000);
      }
    }
  });
});
