/**
 * Offline text-to-image renderer: draws a stylised, always-clothed full-body portrait of a fictional
 * adult woman from the words of a prompt, as an SVG rasterised to PNG by sharp (librsvg).
 * Deterministic: the same prompt, size and seed give byte-identical output.
 */
import sharp from 'sharp';
import { ArmPose, drawBody, makePose, Pose } from './body';
import { Frame } from './frame';
import { drawHead } from './head';
import { dressFor } from './outfits';
import { Rng } from './prng';
import { drawScene } from './scenes';
import { Defs, Painter } from './svg';
import { parseTraits, SceneName } from './traits';

export { parseTraits } from './traits';
export type { RenderStyle, SceneName, Traits } from './traits';

export type AspectRatio = '1:1' | '16:9' | '9:16' | '4:5' | '3:2';

const ASPECTS: Record<AspectRatio, readonly [number, number]> = {
  '1:1': [1, 1],
  '16:9': [16, 9],
  '9:16': [9, 16],
  '4:5': [4, 5],
  '3:2': [3, 2],
};

/** Canvas size with the long side 1024 and both sides multiples of 8. */
export function sizeForAspect(aspectRatio: AspectRatio): { width: number; height: number } {
  const [w, h] = ASPECTS[aspectRatio] ?? ASPECTS['1:1'];
  const short = (a: number, b: number): number => Math.round((1024 * a) / b / 8) * 8;
  return w >= h ? { width: 1024, height: short(h, w) } : { width: short(w, h), height: 1024 };
}

const ARM_POSES: Record<SceneName, readonly ArmPose[]> = {
  studio: ['relaxed', 'hip'],
  beach: ['relaxed', 'hip'],
  campus: ['relaxed', 'hip'],
  boudoir: ['chest', 'relaxed'],
  bedroom: ['relaxed', 'chest'],
  restaurant: ['relaxed', 'hip'],
  nightclub: ['hip', 'relaxed'],
  'sofa-feet': ['relaxed'],
};

/** Scale and place the figure: centred in portrait, off-centre in square, to one side in landscape. */
function frameFor(width: number, height: number, pose: Pose, side: 1 | -1, rng: Rng): Frame {
  const { x0, x1, bottom } = pose.box;
  const s = Math.min((height * 0.95) / (bottom + 10), (width * 0.92) / (x1 - x0));
  const ratio = width / height;
  const along = ratio > 1.2 ? 0.5 - side * 0.2 : ratio > 0.9 ? 0.5 - side * 0.08 : 0.5 + rng.range(-0.02, 0.02);
  const cx = width * along;
  return { width, height, s, side, tx: cx - ((x0 + x1) / 2) * s, ty: height * 0.985 - bottom * s };
}

export interface RenderOptions {
  width: number;
  height: number;
  /** the picture's own seed: pose, framing, scene, outfit, tilt of the head */
  seed: string;
  /** who is pictured (a girl's id): her face, parting and locks come from it, so all her pictures share a face; the seed when absent */
  identity?: string;
}

/** Builds the SVG document for a prompt (exposed for debugging and tests). */
export function portraitSvg(prompt: string, opts: RenderOptions): string {
  const { width, height } = opts;
  const traits = parseTraits(prompt);
  const scene: SceneName = traits.scene ?? 'studio';
  const rng = new Rng(opts.seed);
  const p = new Painter(traits.style === 'anime', new Defs());
  const side: 1 | -1 = rng.fork('side').chance(0.5) ? 1 : -1;
  const pose = makePose(scene === 'sofa-feet', side, rng.fork('pose'), ARM_POSES[scene]);
  const frame = frameFor(width, height, pose, side, rng.fork('frame'));
  const layers = drawScene(scene, frame, p, rng.fork('scene'));
  const body = drawBody(pose, traits.skin, p);
  const outfit = dressFor(scene, pose, p, rng.fork('outfit'), traits.outfit, traits.dress);
  const head = drawHead(traits, p, new Rng(opts.identity ?? opts.seed).fork('head'), rng.fork('tilt').range(-4, 4));
  const legs = outfit.hidesLegs ? '' : body.legs + body.feet + outfit.shoes;
  const figure = head.back + legs + body.torso + outfit.under + body.arms + outfit.over + head.front;
  const group = `<g transform="translate(${frame.tx.toFixed(2)} ${frame.ty.toFixed(2)}) scale(${frame.s.toFixed(4)})">${layers.props}${figure}${layers.front}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${p.defs.render()}${layers.back}${group}${layers.overlay}</svg>`
  );
}

/** Renders the portrait as PNG bytes of exactly opts.width x opts.height. */
export async function renderPortrait(prompt: string, opts: RenderOptions): Promise<Buffer> {
  const width = Math.max(8, Math.round(opts.width));
  const height = Math.max(8, Math.round(opts.height));
  const svg = portraitSvg(prompt, { ...opts, width, height });
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}
