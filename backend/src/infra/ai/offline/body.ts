/** The figure's pose and bare body, in figure space (about 400 wide, centre line x = 200, head top near y = 16). */
import { shade, tint } from './color';
import { Joint, limb, mirrorJoints, Pt, smoothClosed, symmetric } from './geometry';
import { Rng } from './prng';
import { Painter } from './svg';

export type ArmPose = 'relaxed' | 'hip' | 'chest' | 'knee';

/** A foot seen from the front (joints) or in profile, pointing `dir`. */
export interface Foot {
  joints: Joint[];
  profile: { x: number; y: number; dir: 1 | -1 } | null;
}

export interface Pose {
  seated: boolean;
  /** Viewer's left, then viewer's right. */
  arms: [Joint[], Joint[]];
  hands: [Joint[], Joint[]];
  /** Lower legs first, then thighs, back to front. */
  legs: Joint[][];
  /** Seated thighs (covered by shorts); empty when standing. */
  thighs: Joint[][];
  feet: Foot[];
  /** Figure bounds for framing: x range and lowest y (seated includes the sofa). */
  box: { x0: number; x1: number; bottom: number };
}

/** Right-side arms (viewer's right); the left side is mirrored. */
const ARMS: Record<ArmPose, { arm: Joint[]; hand: Joint[] }> = {
  relaxed: {
    arm: [
      [270, 236, 33],
      [285, 300, 28],
      [290, 375, 22],
      [292, 440, 20],
      [292, 500, 16],
    ],
    hand: [
      [292, 498, 16],
      [295, 526, 21],
      [294, 548, 14],
    ],
  },
  hip: {
    arm: [
      [270, 236, 33],
      [298, 298, 28],
      [322, 362, 22],
      [298, 414, 20],
      [274, 448, 16],
    ],
    hand: [
      [276, 446, 16],
      [262, 458, 21],
      [249, 463, 14],
    ],
  },
  chest: {
    arm: [
      [270, 236, 33],
      [290, 300, 28],
      [294, 372, 22],
      [266, 342, 20],
      [238, 308, 16],
    ],
    hand: [
      [240, 310, 16],
      [224, 294, 21],
      [214, 284, 14],
    ],
  },
  knee: {
    arm: [
      [270, 236, 33],
      [292, 300, 28],
      [302, 350, 22],
      [318, 395, 20],
      [326, 424, 16],
    ],
    hand: [
      [326, 422, 16],
      [331, 440, 21],
      [334, 454, 14],
    ],
  },
};

const STAND_LEG: Joint[] = [
  [230, 495, 72],
  [234, 560, 66],
  [236, 640, 54],
  [232, 725, 40],
  [235, 800, 42],
  [231, 880, 27],
  [228, 935, 19],
];
const STAND_FOOT: Joint[] = [
  [228, 928, 18],
  [230, 952, 22],
  [233, 972, 24],
];

/** Seated sideways on a sofa, legs bent towards +x: [thigh, lower leg, foot position]. */
const SEAT_LEGS: readonly (readonly [Joint[], Joint[], Pt])[] = [
  [
    [
      [208, 550, 72],
      [262, 530, 60],
      [316, 506, 46],
    ],
    [
      [316, 508, 42],
      [364, 560, 36],
      [404, 604, 21],
    ],
    [402, 600],
  ],
  [
    [
      [214, 530, 76],
      [272, 494, 62],
      [330, 458, 48],
    ],
    [
      [330, 460, 44],
      [378, 528, 38],
      [424, 588, 22],
    ],
    [422, 584],
  ],
];

const shift = (joints: readonly Joint[], dx: number, from = 0): Joint[] =>
  joints.map(([x, y, w], i) => [i >= from ? x + dx * ((i - from + 1) / (joints.length - from)) : x, y, w]);

function seatedPose(side: 1 | -1, rng: Rng): Pose {
  const flip = (j: Joint[]): Joint[] => (side > 0 ? j : mirrorJoints(j));
  const other = ARMS[rng.pick(['relaxed', 'hip'] as const)];
  const arms: Pose['arms'] =
    side > 0 ? [mirrorJoints(other.arm), ARMS.knee.arm] : [mirrorJoints(ARMS.knee.arm), other.arm];
  const hands: Pose['hands'] =
    side > 0 ? [mirrorJoints(other.hand), ARMS.knee.hand] : [mirrorJoints(ARMS.knee.hand), other.hand];
  const legs: Joint[][] = [];
  const feet: Foot[] = [];
  for (const [thigh, lower, [x, y]] of SEAT_LEGS) {
    legs.push(flip(lower), flip(thigh));
    feet.push({ joints: [], profile: { x: side > 0 ? x : 400 - x, y, dir: side } });
  }
  const thighs = SEAT_LEGS.map(([thigh]) => flip(thigh));
  return {
    seated: true,
    arms,
    hands,
    legs,
    thighs,
    feet,
    box: side > 0 ? { x0: 80, x1: 520, bottom: 760 } : { x0: -120, x1: 320, bottom: 760 },
  };
}

export function makePose(seated: boolean, side: 1 | -1, rng: Rng, armChoices: readonly ArmPose[]): Pose {
  if (seated) return seatedPose(side, rng);
  const a = rng.pick(armChoices);
  const b = rng.pick(armChoices);
  const left = ARMS[a];
  const right = ARMS[b === 'chest' && a === 'chest' ? 'relaxed' : b];
  // Contrapposto: one leg relaxed a little outward.
  const lean = rng.range(-10, 10);
  const front = (j: Joint[]): Foot => ({ joints: j, profile: null });
  return {
    seated,
    arms: [mirrorJoints(left.arm), right.arm],
    hands: [mirrorJoints(left.hand), right.hand],
    legs: [shift(mirrorJoints(STAND_LEG), Math.min(0, lean), 2), shift(STAND_LEG, Math.max(0, lean), 2)],
    thighs: [],
    feet: [front(shift(mirrorJoints(STAND_FOOT), Math.min(0, lean))), front(shift(STAND_FOOT, Math.max(0, lean)))],
    box: { x0: 0, x1: 400, bottom: 990 },
  };
}

const TORSO_RIGHT: Pt[] = [
  [200, 196],
  [216, 196],
  [238, 204],
  [262, 212],
  [278, 222],
  [285, 240],
  [280, 263],
  [270, 284],
  [268, 306],
  [262, 332],
  [249, 360],
  [243, 386],
  [249, 422],
  [263, 456],
  [270, 490],
  [266, 520],
  [242, 545],
  [216, 556],
  [200, 558],
];
export const TORSO = smoothClosed(symmetric(TORSO_RIGHT));

export interface BodyParts {
  legs: string;
  feet: string;
  torso: string;
  arms: string;
}

/** A bare foot in profile: heel at (x, y), toes towards dir. */
function profileFoot(f: NonNullable<Foot['profile']>, skin: string, p: Painter): string {
  const d = 'M-9,-8C-16,4 -12,15 -2,16L30,18C40,19 46,14 44,8C40,3 28,1 14,-6C8,-10 -2,-12 -9,-8Z';
  const toes = 'M34,17.5q2,-4 0,-8M39,17q2,-3 0,-6';
  return `<g transform="translate(${f.x} ${f.y}) scale(${1.3 * f.dir} 1.3)">${p.shape(d, skin)}${p.stroke(toes, shade(skin, 0.35), 1, 0.6)}</g>`;
}

/** A bare foot from the front with small toes along its end. */
function frontFoot(foot: readonly Joint[], skin: string, p: Painter): string {
  const end = foot[foot.length - 1];
  const toes = Array.from({ length: 5 }, (_, i) => {
    const x = end[0] - end[2] * 0.36 + (i * end[2] * 0.72) / 4;
    const r = 2.6 - Math.abs(i - (foot[0][0] < 200 ? 4 : 0)) * 0.2;
    return `<ellipse cx="${x.toFixed(1)}" cy="${(end[1] + end[2] * 0.34).toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 1.2).toFixed(1)}" fill="${tint(skin, 0.05)}"${p.line(skin, 0.4)}/>`;
  });
  return p.shape(limb(foot), skin) + toes.join('');
}

export function drawBody(pose: Pose, skin: string, p: Painter): BodyParts {
  const legs = pose.legs.map((l) => p.shape(limb(l, 0.9), skin)).join('');
  const feet = pose.feet
    .map((f) => (f.profile ? profileFoot(f.profile, skin, p) : frontFoot(f.joints, skin, p)))
    .join('');
  const neck = p.shape('M186,148L186,198Q200,206 214,198L214,148Z', skin);
  const chin = p.plain('M186,160Q200,192 214,160L214,150L186,150Z', shade(skin, 0.22), p.anime ? 0.8 : 0.45);
  const collar = p.anime
    ? ''
    : p.stroke('M176,214Q188,219 197,216M224,214Q212,219 203,216', shade(skin, 0.25), 1.4, 0.45);
  const torso = neck + chin + p.shape(TORSO, skin) + collar;
  const arms = pose.arms
    .map((arm, i) => {
      const hand = pose.hands[i];
      const thumbBase = hand[1];
      const thumbDir = arm[arm.length - 1][0] > 200 ? -1 : 1;
      const thumb: Joint[] = [
        [thumbBase[0], thumbBase[1] - 6, 8],
        [thumbBase[0] + thumbDir * 9, thumbBase[1] + 6, 7],
      ];
      return (
        p.shape(limb(arm), skin) +
        p.shape(limb(thumb), skin, 'flat', 0.6) +
        p.shape(limb(hand), tint(skin, 0.03), 'round', 0.8)
      );
    })
    .join('');
  return { legs, feet, torso, arms };
}
