/** What every outfit is made of: the Outfit shape and the drawing helpers the garments share. */
import { Pose } from './body';
import { Joint, limb, Pt, smoothClosed, symmetric } from './geometry';
import { Rng } from './prng';
import { Painter } from './svg';

export interface Outfit {
  /** Drawn over the body, under the arms. */
  under: string;
  /** Drawn over the arms (sleeves, straps, bags). */
  over: string;
  shoes: string;
  /** Legs and feet are hidden under a long gown or drape. */
  hidesLegs: boolean;
}

export const garment = (right: Pt[], corners: number[] = []): string => {
  const pts = symmetric(right);
  const n = right.length;
  // Corner indices on the mirrored half, too.
  const all = new Set<number>();
  for (const c of corners) {
    all.add(c);
    if (c > 0 && c < n - 1) all.add(pts.length - c);
  }
  return smoothClosed(pts, all);
};

export const widen = (joints: readonly Joint[], by: number, count = joints.length): Joint[] =>
  joints.slice(0, count).map(([x, y, w]) => [x, y, w + by]);

/** The outfit's main colour: the one the prompt asked for, else one of its own (always drawn, so the rest of the picture stays the same). */
export function mainColour(rng: Rng, own: string[], asked: string | null): string {
  const picked = rng.pick(own);
  return asked ?? picked;
}

export function sleeves(pose: Pose, colour: string, p: Painter, count: number, by = 9): string {
  return pose.arms.map((a) => p.shape(limb(widen(a, by, count), count === a.length ? 0.3 : 0.6, 1), colour)).join('');
}

export function shoes(pose: Pose, kind: 'heels' | 'sneakers', colour: string, p: Painter): string {
  return pose.feet
    .filter((foot) => !foot.profile)
    .map(({ joints: f }) => {
      if (kind === 'sneakers') {
        const sole = f.map(([x, y, w]): Joint => [x, y + 3, w + 8]);
        return (
          p.shape(limb(sole, 0.9), '#f4f4f2', 'round') +
          p.stroke(`M${f[1][0] - 8},${f[1][1]}l16,0m-14,7l12,0`, '#9aa0aa', 1.6)
        );
      }
      const vamp: Joint[] = [
        [f[1][0], f[1][1] + 4, f[1][2] + 3],
        [f[2][0], f[2][1], f[2][2] + 3],
      ];
      return p.shape(limb(vamp, 1), colour, 'round') + p.stroke(`M${f[0][0] - 9},${f[0][1] + 6}l18,0`, colour, 2.4);
    })
    .join('');
}
