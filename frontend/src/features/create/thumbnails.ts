import type { WizardField } from '@contracts';

/** The steps whose suggestions show a picture (the eyes step shows none: the eyes are too small to see). */
export const PICTURE_FIELDS: readonly WizardField[] = ['mouth', 'nose', 'hair', 'body', 'skin', 'style'];

/**
 * File-name form of a suggestion: 'Tall & Slender' -> 'tall-and-slender', "Defined Cupid's Bow" ->
 * 'defined-cupids-bow'. Must match `slug` in scripts/make-wizard-thumbnails.mjs, which renders the files.
 */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The shipped picture of a suggestion (frontend/public/wizard/...), or null for steps without pictures. */
export function thumbnailUrl(field: WizardField, suggestion: string): string | null {
  if (!PICTURE_FIELDS.includes(field)) return null;
  return `/wizard/${field}/${slug(suggestion)}.webp`;
}
