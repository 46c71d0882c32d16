import type { LanguageData } from './types';

/** Turkish (folded: ç→c, ğ→g, ı→i, ş→s, ö→o, ü→u). */
export const tr: LanguageData = {
  terms: [
    'cocuk', 'cocugu', 'cocuklar', 'cocuklu', 'kiz cocugu', 'kiz cocuk', 'kucuk kiz', 'kucuk kizlar', 'kucuk bir kiz', 'liseli', 'liseliler', 'lise ogrencisi',
    'lisede', 'liseye', 'ortaokul*', 'ilkokul*', 'ilkogretim', 'anaokul*', 'ogrenci kiz', 'okul kizi', 'resit olmayan', 'resit olmamis', 'resit degil', 'ergen', 'ergenlik',
    'yasi kucuk', 'kucuk yasta', 'velet', 'bebek yuzlu', 'izci kiz', 'kiz kardesim',
  ],
  strong: ['resit olmayan', 'resit degil', 'yasi kucuk', 'liseli', 'ortaokul*', 'ilkokul*'],
  numbers: { on: 10, 'on bir': 11, 'on iki': 12, 'on uc': 13, 'on dort': 14, 'on bes': 15, 'on alti': 16, 'on yedi': 17 },
  ageUnits: ['yasinda\\w*', 'yasindaki', 'yas', 'yasli', 'yasinda'],
  durationAfter: ['once', 'sonra', 'boyunca', 'deneyim'],
  strongPatterns: [
    '(?<![a-z])(?:[1-8])\\s*\\.?\\s*sinif\\w*',
    '(?<![a-z])(?:yas|yasi)\\s*[:=]?\\s*(?:[0-9]|1[0-7])(?![\\d.,])',
    '(?<![a-z])18\\s+yasindan\\s+kucuk',
  ],
};
