/** Her face: its outline, eyes and brows, drawn around x = 200 with the chin near y = 175. */
import { mix, shade, tint } from './color';
import { Pt, smoothClosed, symmetric } from './geometry';
import { Rng } from './prng';
import { Painter } from './svg';
import { Traits } from './traits';

export const FACE: Record<'anime' | 'realistic', Pt[]> = {
  realistic: [
    [200, 38],
    [236, 44],
    [254, 70],
    [257, 104],
    [252, 134],
    [238, 156],
    [218, 171],
    [200, 175],
  ],
  anime: [
    [200, 38],
    [238, 44],
    [256, 72],
    [257, 106],
    [250, 134],
    [231, 158],
    [212, 172],
    [200, 178],
  ],
};

export function eyeClip(p: Painter, d: string): string {
  return p.defs.add(`clip:${d}`, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
}

/** One eye in local coordinates (outer corner towards +x); `flip` mirrors it for the other side. */
export function eye(p: Painter, colour: string, skin: string, x: number, y: number, flip: boolean): string {
  const t = `translate(${x} ${y})${flip ? ' scale(-1 1)' : ''}`;
  const ink = '#22151a';
  if (p.anime) {
    const white = 'M-19,-2C-16,-15 10,-18 20,-9C21,1 16,12 4,14C-8,15 -17,8 -19,-2Z';
    const clip = eyeClip(p, white);
    const iris = p.defs.linear(
      [
        [0, shade(colour, 0.55)],
        [0.45, colour],
        [1, tint(colour, 0.45)],
      ],
      0,
      0,
      0,
      1,
    );
    return (
      `<g transform="${t}"><path d="${white}" fill="#fbf8f6"/>` +
      `<g clip-path="url(#${clip})"><ellipse cx="0" cy="2" rx="12.5" ry="15.5" fill="${iris}" stroke="${shade(colour, 0.6)}" stroke-width="1.2"/>` +
      `<ellipse cx="0" cy="3" rx="5.5" ry="7.5" fill="${shade(colour, 0.75)}"/>` +
      `<path d="M-19,-6C-10,-14 10,-16 20,-6L20,-2C10,-10 -10,-10 -19,-2Z" fill="${shade(colour, 0.5)}" opacity="0.5"/></g>` +
      `<path d="M-21,0C-18,-17 12,-22 23,-9L28,-12L24,-4C13,-15 -13,-14 -18,2Z" fill="${ink}"/>` +
      `<path d="M-11,14Q2,17 14,11" fill="none" stroke="${ink}" stroke-width="1.6" stroke-linecap="round"/>` +
      `<path d="M-14,-20Q4,-26 18,-17" fill="none" stroke="${shade(skin, 0.45)}" stroke-width="1.3" stroke-linecap="round"/>` +
      `<circle cx="${flip ? 5 : -5}" cy="-5" r="4.2" fill="#fff"/><circle cx="${flip ? -5 : 5}" cy="8" r="2" fill="#fff"/></g>`
    );
  }
  const white = 'M-15,0C-10,-10 8,-11 15,-2C9,6 -8,7 -15,0Z';
  const clip = eyeClip(p, white);
  const iris = p.defs.radial([
    [0, tint(colour, 0.45)],
    [0.55, colour],
    [1, shade(colour, 0.5)],
  ]);
  const lid = shade(skin, 0.35);
  return (
    `<ellipse cx="${x}" cy="${y - 5}" rx="18" ry="9" fill="${mix(skin, '#8a5a6a', 0.45)}" opacity="0.35"/>` +
    `<g transform="${t}"><path d="${white}" fill="#f6f1ec"/>` +
    `<g clip-path="url(#${clip})"><circle cx="0" cy="-1.5" r="8.6" fill="${iris}" stroke="${shade(colour, 0.6)}" stroke-width="1"/>` +
    `<circle cx="0" cy="-1.5" r="3.6" fill="#140c0c"/><path d="M-16,-3C-8,-11 8,-12 16,-3L16,-12L-16,-12Z" fill="${shade(skin, 0.4)}" opacity="0.35"/></g>` +
    `<path d="M-16,1C-10,-11 9,-12 16,-2L19,-4" fill="none" stroke="${ink}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<path d="M-13,-9Q2,-17 15,-7" fill="none" stroke="${lid}" stroke-width="1" opacity="0.55"/>` +
    `<path d="M-11,4Q1,8 13,1" fill="none" stroke="${lid}" stroke-width="0.9" opacity="0.5"/></g>` +
    `<circle cx="${x - 3}" cy="${y - 5}" r="2.1" fill="#fff" opacity="0.95"/>`
  );
}

/** Both eyebrows: soft tapered arcs (realistic) or thin ink strokes drawn over the fringe (anime). */
export function brows(p: Painter, hair: string, y: number, xs: readonly number[]): string {
  const colour = p.anime ? shade(hair, 0.5) : mix(hair, '#2c1d17', 0.45);
  return xs
    .map((x, i) => {
      const o = i === 0 ? -1 : 1;
      const d = p.anime
        ? `M${x - o * 13},${y - 26}Q${x},${y - 33} ${x + o * 17},${y - 27}`
        : `M${x - o * 14},${y - 15}Q${x - o * 2},${y - 23} ${x + o * 17},${y - 17}Q${x},${y - 20} ${x - o * 14},${y - 13}Z`;
      return p.anime
        ? `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2.2" stroke-linecap="round"/>`
        : `<path d="${d}" fill="${colour}" stroke="${colour}" stroke-width="1" stroke-linejoin="round"/>`;
    })
    .join('');
}

/** What makes her face hers, drawn from her identity (never from the picture): the same in every picture of her. */
export interface FaceLook {
  /** eyes further apart (+) or closer (-), in head units */
  eyeGap: number;
  /** eyes lower (+) or higher (-) */
  eyeDrop: number;
  /** face width as a multiple of the usual */
  width: number;
}

export function faceLook(rng: Rng): FaceLook {
  return { eyeGap: rng.range(-3, 3), eyeDrop: rng.range(-2.5, 2.5), width: rng.range(0.95, 1.05) };
}

/** The face outline, widened or narrowed about its centre line. */
export function faceOutline(p: Painter, look: FaceLook): Pt[] {
  return symmetric(FACE[p.anime ? 'anime' : 'realistic']).map(([x, y]): Pt => [200 + (x - 200) * look.width, y]);
}

export function face(t: Traits, p: Painter, look: FaceLook): string {
  const outline = smoothClosed(faceOutline(p, look));
  const skin = t.skin;
  const ears = [144, 256]
    .map((x) => 200 + (x - 200) * look.width)
    .map((x) => `<ellipse cx="${x}" cy="116" rx="7" ry="12" fill="${p.fill(skin, 'flat')}"${p.line(skin, 0.8)}/>`)
    .join('');
  const head = p.shape(outline, skin, 'round');
  const cheek = p.defs.radial([
    [0, '#f07a8a', p.anime ? 0.55 : 0.35],
    [1, '#f07a8a', 0],
  ]);
  const eyeY = +((p.anime ? 118 : 110) + look.eyeDrop).toFixed(2);
  const [lx, rx] = (p.anime ? [175, 225] : [177, 223]).map((x, i) => +(x + (i ? 1 : -1) * look.eyeGap).toFixed(2));
  const blush = [lx - 4, rx + 4]
    .map((x) => `<ellipse cx="${x}" cy="${eyeY + 24}" rx="14" ry="8" fill="${cheek}"/>`)
    .join('');
  const eyes =
    eye(p, t.eyes, skin, lx, eyeY, true) +
    eye(p, t.eyesRight ?? t.eyes, skin, rx, eyeY, false) +
    (p.anime ? '' : brows(p, t.hair, eyeY, [lx, rx]));
  const lips = mix(skin, '#c2455a', 0.55);
  const nose = p.anime
    ? p.stroke('M201,140l-2,3', shade(skin, 0.4), 1.6)
    : p.stroke('M198,124Q197,134 194,138Q199,142 205,139', shade(skin, 0.35), 1.4, 0.6);
  const mouth = p.anime
    ? `<path d="M193,156Q200,162 207,156Q200,159 193,156Z" fill="${shade(lips, 0.2)}" stroke="${shade(skin, 0.55)}" stroke-width="1.4" stroke-linejoin="round"/>`
    : `<path d="M185,151Q193,146 200,148Q207,146 215,151Q200,153 185,151Z" fill="${shade(lips, 0.1)}"/>` +
      `<path d="M186,151Q200,154 214,151Q208,160 200,160Q192,160 186,151Z" fill="${lips}"/>` +
      `<path d="M185,151Q200,154 215,151" fill="none" stroke="${shade(lips, 0.45)}" stroke-width="1.1"/>` +
      `<ellipse cx="202" cy="155.5" rx="5" ry="1.6" fill="#fff" opacity="0.35"/>`;
  return ears + head + blush + eyes + nose + mouth;
}
