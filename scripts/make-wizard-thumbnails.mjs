#!/usr/bin/env node
/**
 * Renders the thumbnails of the create wizard's suggestions into frontend/public/wizard/<field>/<slug>.webp,
 * with the backend's offline portrait renderer (no network, no provider, deterministic) and sharp.
 *
 *   node scripts/make-wizard-thumbnails.mjs          # needs backend/dist (built on demand)
 *
 * One picture per suggestion of mouth, nose, hair, body, skin and style (the eyes step shows no pictures).
 * Mouth and nose are a crop of the face; the others show the whole figure. Output: 180x270 WebP, quality 70.
 * The slug rule must match `thumbnailUrl` in frontend/src/features/create/thumbnails.ts (a unit test checks
 * that every suggestion has its file).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RENDERER = join(ROOT, 'backend/dist/infra/ai/offline/portrait-renderer.js');
const WIZARD = join(ROOT, 'backend/dist/contracts/wizard.js');
const OUT_DIR = join(ROOT, 'frontend/public/wizard');

const THUMB = { width: 180, height: 270 };
/** Face crops: a 9:16 canvas like the real portraits, large enough that the crop stays sharp. */
const CANVAS = { width: 1152, height: 2048 };
/** Whole figures: the thumbnail's own 2:3 shape at twice its size (the renderer centres the figure). */
const FIGURE = { width: THUMB.width * 2, height: THUMB.height * 2 };
const QUALITY = 70;

if (!existsSync(RENDERER) || !existsSync(WIZARD)) {
  console.log('backend/dist is missing: building the backend first...');
  execSync('npm run build -w backend', { cwd: ROOT, stdio: 'inherit' });
}

const require = createRequire(import.meta.url);
const sharp = require(join(ROOT, 'node_modules/sharp'));
const { portraitSvg, renderPortrait } = require(RENDERER);
const { SUGGESTIONS } = require(WIZARD);

/** 'Tall & Slender' -> 'tall-and-slender', "Defined Cupid's Bow" -> 'defined-cupids-bow'. */
export function slug(text) {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Looks that rotate across the face and body pictures so the cards are not all the same girl. */
const LOOKS = [
  'long chestnut brown hair, green eyes, fair skin',
  'long blonde hair, blue eyes, golden tan skin',
  'medium black hair, dark brown eyes, olive skin',
  'long auburn hair, hazel eyes, ivory skin',
  'long raven black waves, brown eyes, medium dark skin',
  'long caramel hair, amber eyes, honey skin',
];

/** Words the renderer understands for each hair suggestion (see backend/src/infra/ai/offline/traits.ts). */
const HAIR = {
  Long: 'long brown hair',
  Blonde: 'long blonde hair',
  Short: 'short brown hair',
  Curly: 'long curly brown hair',
  Straight: 'long straight black hair',
  Wild: 'long wild curly chestnut hair',
  '70s': 'medium curly auburn hair',
  'Auburn Curls': 'long auburn curls',
  'Silver Pixie': 'short silver pixie hair',
  'Chocolate Brown Bob': 'short chocolate brown bob',
  'Pastel Pink': 'long pastel pink hair',
  'Platinum Blonde': 'long platinum blonde hair',
  'Raven Black Waves': 'long raven black waves',
  'Caramel Balayage': 'long caramel hair',
  'Fiery Red': 'long fiery red hair',
  'Purple Ombre': 'long purple hair',
  'Teal Mermaid': 'long teal hair',
  'Golden Brown': 'long golden hair',
  'Midnight Blue': 'medium midnight blue hair',
  'Rose Gold': 'long rose gold hair',
};

/** What each field's picture shows: the prompt, and whether to crop to the face. */
function planFor(field, suggestion, index) {
  const look = LOOKS[index % LOOKS.length];
  switch (field) {
    case 'mouth':
      return { prompt: `Full body portrait, Ultra realistic, ${look}, ${suggestion} lips`, crop: 'mouth' };
    case 'nose':
      return { prompt: `Full body portrait, Ultra realistic, ${look}, ${suggestion} nose`, crop: 'nose' };
    case 'hair':
      return {
        prompt: `Full body portrait, Ultra realistic, ${HAIR[suggestion] ?? `${suggestion} hair`}, fair skin`,
        crop: null,
      };
    case 'body':
      return { prompt: `Full body portrait, Ultra realistic, ${look}, ${suggestion} body`, crop: null };
    case 'skin':
      return {
        prompt: `Full body portrait, Ultra realistic, long dark brown hair, ${suggestion.replace(/&/g, 'and')} skin`,
        crop: null,
      };
    case 'style':
      return {
        prompt: `Full body portrait, ${suggestion === 'Anime' ? 'Anime style' : 'Ultra realistic'}, long pink hair, violet eyes`,
        crop: null,
      };
    default:
      throw new Error(`no thumbnails for ${field}`);
  }
}

/**
 * Where the face sits: the renderer places the figure with one `translate(tx ty) scale(s)` group, and
 * draws the face around x = 200, the eyes near y = 110, the nose near 130 and the mouth near 155.
 */
function faceBox(svg, crop) {
  const match = /<g transform="translate\((-?[\d.]+) (-?[\d.]+)\) scale\((-?[\d.]+)\)">/.exec(svg);
  if (!match) throw new Error('could not find the figure transform in the SVG');
  const [tx, ty, s] = match.slice(1, 4).map(Number);
  const centreY = crop === 'mouth' ? 140 : 122;
  const w = 118;
  const h = (w * THUMB.height) / THUMB.width;
  const left = Math.round(tx + s * (200 - w / 2));
  const top = Math.round(ty + s * (centreY - h / 2));
  return {
    left: Math.max(0, left),
    top: Math.max(0, top),
    width: Math.min(CANVAS.width - Math.max(0, left), Math.round(s * w)),
    height: Math.min(CANVAS.height - Math.max(0, top), Math.round(s * h)),
  };
}

async function thumbnail(field, suggestion, index) {
  const { prompt, crop } = planFor(field, suggestion, index);
  const seed = `wizard-${field}-${slug(suggestion)}`;
  const canvas = crop ? CANVAS : FIGURE;
  let image = sharp(await renderPortrait(prompt, { ...canvas, seed }));
  if (crop) image = image.extract(faceBox(portraitSvg(prompt, { ...canvas, seed }), crop));
  return image.resize(THUMB.width, THUMB.height, { fit: 'cover' }).webp({ quality: QUALITY, effort: 6 }).toBuffer();
}

const FIELDS = ['mouth', 'nose', 'hair', 'body', 'skin', 'style'];

async function main() {
  await rm(OUT_DIR, { recursive: true, force: true });
  let total = 0;
  let count = 0;
  for (const field of FIELDS) {
    const dir = join(OUT_DIR, field);
    await mkdir(dir, { recursive: true });
    const list = SUGGESTIONS[field];
    for (const [index, suggestion] of list.entries()) {
      const bytes = await thumbnail(field, suggestion, index);
      await writeFile(join(dir, `${slug(suggestion)}.webp`), bytes);
      total += bytes.length;
      count += 1;
    }
    const files = await readdir(dir);
    const sizes = await Promise.all(files.map((f) => stat(join(dir, f)).then((s) => s.size)));
    console.log(
      `${field.padEnd(6)} ${String(files.length).padStart(2)} pictures, ${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(0)} KiB`,
    );
  }
  console.log(`${count} thumbnails, ${(total / 1024).toFixed(0)} KiB in ${OUT_DIR}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
