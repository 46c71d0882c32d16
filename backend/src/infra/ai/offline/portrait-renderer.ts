/**
 * Offline text-to-image renderer: draws a stylised, always-clothed full-body portrait of a fictional
 * adult woman from the words of a prompt, as an SVG rasterised to PNG by sharp (librsvg). The prompt's
 * place, light and weather set the backdrop; a close-up of a part of her ('close-up of her bare feet',
 * 'rear view', 'headshot') moves the camera in.
 * Deterministic: the same prompt, size and seed give byte-identical output.
 */
import { loadSharp } from '../../lazy-sharp';
import { ArmPose, drawBody, makePose, Pose } from './body';
import { Frame } from './frame';
import { drawHead } from './head';
import { dressFor } from './outfits';
import { Rng } from './prng';
import { drawScene, OUTDOORS, OWN_SKY } from './scenes';
import { Light, timeWash, weatherOverlay } from './sky';
import { Defs, Painter } from './svg';
import { parseTraits, SceneName, Shot, TimeOfDay } from './traits';

export type { RenderStyle, SceneName, Shot, TimeOfDay, Traits, Weather } from './traits';
export { parseTraits } from './traits';

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
  pool: ['relaxed', 'hip'],
  cafe: ['relaxed', 'hip'],
  rooftop: ['hip', 'relaxed'],
  city: ['relaxed', 'hip'],
  forest: ['relaxed', 'hip'],
  snow: ['chest', 'relaxed'],
};

/** The light of a scene when the prompt does not name one. */
const USUAL_TIME: Partial<Record<SceneName, TimeOfDay>> = {
  rooftop: 'sunset',
  nightclub: 'night',
  restaurant: 'night',
};

type Box = { x0: number; x1: number; y0: number; y1: number };

/** The part of her a close-up shows, in figure space (standing, or seated sideways towards +x). */
const CLOSE_UPS: Record<Exclude<Shot, 'full'>, { standing: Box; seated: Box }> = {
  face: { standing: { x0: 105, x1: 295, y0: 0, y1: 290 }, seated: { x0: 105, x1: 295, y0: 0, y1: 290 } },
  feet: { standing: { x0: 120, x1: 280, y0: 880, y1: 1000 }, seated: { x0: 330, x1: 490, y0: 530, y1: 650 } },
  legs: { standing: { x0: 110, x1: 290, y0: 470, y1: 1000 }, seated: { x0: 180, x1: 470, y0: 420, y1: 660 } },
  rear: { standing: { x0: 95, x1: 305, y0: 380, y1: 720 }, seated: { x0: 110, x1: 330, y0: 380, y1: 640 } },
};

/** A close-up: the camera moved in until the part fills the canvas. */
function closeUpFrame(width: number, height: number, pose: Pose, side: 1 | -1, shot: Exclude<Shot, 'full'>): Frame {
  const box = CLOSE_UPS[shot][pose.seated ? 'seated' : 'standing'];
  const [x0, x1] = pose.seated && side < 0 ? [400 - box.x1, 400 - box.x0] : [box.x0, box.x1];
  const s = Math.min(width / (x1 - x0), height / (box.y1 - box.y0));
  return { width, height, s, side, tx: width / 2 - ((x0 + x1) / 2) * s, ty: height / 2 - ((box.y0 + box.y1) / 2) * s };
}

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
  const shot = traits.shot;
  const frame =
    shot === 'full'
      ? frameFor(width, height, pose, side, rng.fork('frame'))
      : closeUpFrame(width, height, pose, side, shot);
  const outdoors = OUTDOORS.includes(scene);
  const light: Light = {
    time: traits.time ?? USUAL_TIME[scene] ?? 'day',
    weather: scene === 'snow' ? 'snow' : outdoors ? traits.weather : null,
  };
  const layers = drawScene(scene, frame, p, rng.fork('scene'), light);
  const weather =
    weatherOverlay(frame, light.weather, rng.fork('weather')) +
    (outdoors && !OWN_SKY.includes(scene) ? timeWash(p, frame, traits.time) : '');
  const body = drawBody(pose, traits.skin, p);
  // shorts are the lounge outfit's (a sweater over shorts), wherever she is
  const wardrobe: SceneName = traits.shorts && !traits.dress ? 'sofa-feet' : scene;
  let outfit = dressFor(wardrobe, pose, p, rng.fork('outfit'), traits.outfit, traits.dress);
  // a close-up of her feet or legs shows them, whatever she wears there
  if ((shot === 'feet' || shot === 'legs') && outfit.hidesLegs)
    outfit = dressFor('studio', pose, p, rng.fork('outfit'), traits.outfit, true);
  const head = drawHead(traits, p, new Rng(opts.identity ?? opts.seed).fork('head'), rng.fork('tilt').range(-4, 4));
  const legs = outfit.hidesLegs ? '' : body.legs + body.feet + outfit.shoes;
  const figure = head.back + legs + body.torso + outfit.under + body.arms + outfit.over + head.front;
  const group = `<g transform="translate(${frame.tx.toFixed(2)} ${frame.ty.toFixed(2)}) scale(${frame.s.toFixed(4)})">${layers.props}${figure}${layers.front}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${p.defs.render()}${layers.back}${group}${layers.overlay}${weather}</svg>`
  );
}

/** Renders the portrait as PNG bytes of exactly opts.width x opts.height. */
export async function renderPortrait(prompt: string, opts: RenderOptions): Promise<Buffer> {
  const width = Math.max(8, Math.round(opts.width));
  const height = Math.max(8, Math.round(opts.height));
  const svg = portraitSvg(prompt, { ...opts, width, height });
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}
