/** Clothing for each scene, in figure space. Every outfit covers the figure; nothing explicit is drawn. */
import { Pose } from './body';
import { shade, tint } from './color';
import { Joint, limb, Pt, smoothClosed, smoothOpen, symmetric } from './geometry';
import { Rng } from './prng';
import { Painter } from './svg';
import { SceneName } from './traits';

export interface Outfit {
  /** Drawn over the body, under the arms. */
  under: string;
  /** Drawn over the arms (sleeves, straps, bags). */
  over: string;
  shoes: string;
  /** Legs and feet are hidden under a long gown or drape. */
  hidesLegs: boolean;
}

const garment = (right: Pt[], corners: number[] = []): string => {
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

const widen = (joints: readonly Joint[], by: number, count = joints.length): Joint[] =>
  joints.slice(0, count).map(([x, y, w]) => [x, y, w + by]);

/** The outfit's main colour: the one the prompt asked for, else one of its own (always drawn, so the rest of the picture stays the same). */
function mainColour(rng: Rng, own: string[], asked: string | null): string {
  const picked = rng.pick(own);
  return asked ?? picked;
}

function sleeves(pose: Pose, colour: string, p: Painter, count: number, by = 9): string {
  return pose.arms.map((a) => p.shape(limb(widen(a, by, count), count === a.length ? 0.3 : 0.6, 1), colour)).join('');
}

function shoes(pose: Pose, kind: 'heels' | 'sneakers', colour: string, p: Painter): string {
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

function casualDress(pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
  const c = mainColour(rng, ['#8fb7e8', '#f2a7a0', '#f6d27a', '#a8d8b9', '#c9b3ec', '#f5f0e6'], colour);
  const d = garment(
    [
      [200, 252],
      [222, 244],
      [238, 226],
      [248, 208],
      [262, 212],
      [278, 222],
      [286, 240],
      [282, 264],
      [272, 284],
      [270, 306],
      [264, 332],
      [251, 362],
      [246, 386],
      [259, 430],
      [279, 520],
      [294, 620],
      [302, 690],
      [272, 700],
      [240, 694],
      [200, 700],
    ],
    [3],
  );
  const folds = [
    [222, 410, 246, 690],
    [205, 420, 210, 696],
    [182, 410, 160, 690],
  ]
    .map(([a, b, x, y]) => p.stroke(`M${a},${b}Q${(a + x) / 2 + 6},${(b + y) / 2} ${x},${y}`, shade(c, 0.3), 1.5, 0.35))
    .join('');
  const belt = p.shape('M156,380Q200,388 244,380L246,392Q200,401 154,392Z', shade(c, 0.3), 'flat', 0.7);
  return {
    under: p.shape(d, c, 'round') + folds + belt,
    over: sleeves(pose, c, p, 2, 10),
    shoes: shoes(pose, 'heels', rng.pick(['#e9dccb', '#c65b6a', '#3a3540']), p),
    hidesLegs: false,
  };
}

function bikini(_pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
  const c = mainColour(rng, ['#ff6f61', '#1fb5b0', '#ffcf3f', '#ff4f9a', '#ffffff', '#3b6fe0'], colour);
  const cup = (s: number): string => {
    const x = (v: number): number => 200 + s * v;
    return `M${x(5)},312Q${x(10)},288 ${x(32)},272Q${x(56)},288 ${x(66)},306Q${x(36)},322 ${x(5)},312Z`;
  };
  const ties = p.stroke('M232,273L216,200M168,273L184,200M265,306L280,300M135,306L120,300', shade(c, 0.35), 2.2);
  const bottom = 'M133,500Q200,514 267,500L260,522Q226,532 209,556Q200,562 191,556Q174,532 140,522Z';
  const navel = p.stroke('M198,411q2,4 4,0', '#000000', 1.4, 0.25);
  return {
    under: ties + p.shape(cup(1), c, 'round') + p.shape(cup(-1), c, 'round') + p.shape(bottom, c, 'round') + navel,
    over: '',
    shoes: '',
    hidesLegs: false,
  };
}

function campus(pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
  const top = mainColour(rng, ['#f3efe6', '#9bb7d4', '#e7b9a8', '#2f4a6b', '#c7d8b0'], colour);
  const sweater = garment([
    [200, 212],
    [214, 202],
    [236, 206],
    [262, 214],
    [280, 224],
    [289, 244],
    [285, 270],
    [276, 290],
    [273, 312],
    [268, 340],
    [259, 370],
    [258, 400],
    [266, 440],
    [272, 474],
    [240, 482],
    [200, 484],
  ]);
  const jeans = rng.chance(0.6);
  const bottomColour = jeans ? '#4c6f9f' : rng.pick(['#6b3b3b', '#3b4a6b', '#2e2e33']);
  const pelvis = garment(
    jeans
      ? [
          [200, 462],
          [246, 460],
          [268, 470],
          [274, 500],
          [268, 530],
          [240, 560],
          [214, 572],
          [200, 574],
        ]
      : [
          [200, 462],
          [246, 460],
          [268, 470],
          [284, 540],
          [300, 640],
          [270, 648],
          [240, 642],
          [200, 648],
        ],
  );
  const legs = jeans ? pose.legs.map((l) => p.shape(limb(widen(l, 7), 0.2), bottomColour)).join('') : '';
  const pleats = jeans
    ? ''
    : [170, 200, 230]
        .map((x) => p.stroke(`M${x},476L${200 + (x - 200) * 1.5},640`, shade(bottomColour, 0.4), 1.4, 0.6))
        .join('');
  const collar = p.stroke('M184,204Q200,216 216,204', shade(top, 0.3), 3);
  const strap = p.stroke('M236,208L156,470', '#7a4e2d', 4.5);
  const bag =
    p.shape(
      'M108,452Q108,444 116,444L164,444Q172,444 172,452L172,512Q172,520 164,520L116,520Q108,520 108,512Z',
      '#9a6438',
      'round',
    ) + p.shape('M108,452Q108,444 116,444L164,444Q172,444 172,452L172,478Q140,486 108,478Z', '#84522c', 'flat', 0.8);
  return {
    under: legs + p.shape(pelvis, bottomColour, 'round') + pleats + p.shape(sweater, top, 'round') + collar,
    over: sleeves(pose, top, p, 5, 9) + strap + bag,
    shoes: shoes(pose, 'sneakers', '#f4f4f2', p),
    hidesLegs: false,
  };
}

function drape(_pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
  const c = mainColour(rng, ['#e8d2b0', '#7a1f35', '#f1e9dc', '#e6b4b4', '#2b2f57'], colour);
  const body: Pt[] = [
    [134, 272],
    [168, 262],
    [200, 274],
    [230, 252],
    [250, 216],
    [270, 214],
    [287, 238],
    [283, 290],
    [268, 330],
    [257, 382],
    [268, 460],
    [290, 600],
    [312, 760],
    [336, 986],
    [250, 998],
    [150, 998],
    [64, 990],
    [96, 800],
    [118, 600],
    [132, 470],
    [142, 380],
    [138, 300],
  ];
  const foldLines: Pt[][] = [
    [
      [262, 240],
      [226, 330],
      [186, 450],
      [150, 620],
      [120, 900],
    ],
    [
      [250, 300],
      [240, 420],
      [232, 600],
      [240, 800],
      [250, 990],
    ],
    [
      [160, 420],
      [170, 600],
      [186, 800],
      [190, 990],
    ],
    [
      [268, 470],
      [286, 650],
      [300, 990],
    ],
  ];
  const folds = foldLines
    .map(
      (fold) =>
        p.stroke(smoothOpen(fold), p.anime ? shade(c, 0.35) : tint(c, 0.35), p.anime ? 2 : 5, 0.45) +
        p.stroke(smoothOpen(fold.map(([x, y]): Pt => [x + 9, y])), shade(c, 0.35), 3, 0.35),
    )
    .join('');
  const shoulder = smoothClosed([
    [236, 246],
    [256, 212],
    [278, 214],
    [293, 238],
    [294, 272],
    [278, 280],
    [260, 262],
  ]);
  return {
    under: p.shape(smoothClosed(body), c, 'satin') + folds,
    over: p.shape(shoulder, c, 'satin'),
    shoes: '',
    hidesLegs: true,
  };
}

function slip(_pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
  const c = mainColour(rng, ['#e9b7b9', '#e8d3b4', '#c6b3e6', '#2a2530', '#7a2a3c'], colour);
  const d = garment(
    [
      [200, 292],
      [218, 276],
      [236, 264],
      [262, 272],
      [269, 300],
      [263, 332],
      [250, 362],
      [245, 388],
      [257, 430],
      [273, 500],
      [283, 600],
      [287, 664],
      [260, 670],
      [230, 666],
      [200, 672],
    ],
    [0, 2],
  );
  const straps = p.stroke('M236,266L231,206M164,266L169,206', shade(c, 0.2), 3);
  const lace = Array.from(
    { length: 12 },
    (_, i) =>
      `<circle cx="${116 + i * 15.3}" cy="${668 + (i % 2)}" r="6" fill="none" stroke="${tint(c, 0.5)}" stroke-width="1.6" opacity="0.8"/>`,
  ).join('');
  return { under: straps + p.shape(d, c, 'satin') + lace, over: '', shoes: '', hidesLegs: false };
}

function gown(_pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
  const c = mainColour(rng, ['#13684f', '#1d2b5c', '#6f1530', '#1a1a22', '#b0152a'], colour);
  const d = garment(
    [
      [200, 284],
      [222, 270],
      [246, 268],
      [266, 276],
      [269, 306],
      [263, 332],
      [250, 362],
      [245, 388],
      [256, 430],
      [270, 500],
      [279, 600],
      [290, 760],
      [303, 900],
      [318, 986],
      [260, 994],
      [200, 990],
    ],
    [0],
  );
  const pearls = Array.from({ length: 11 }, (_, i) => {
    const a = Math.PI * (0.15 + (0.7 * i) / 10);
    return `<circle cx="${(200 - Math.cos(a) * 20).toFixed(1)}" cy="${(200 + Math.sin(a) * 20).toFixed(1)}" r="2.4" fill="#f6f1e6" stroke="#b9ad98" stroke-width="0.6"/>`;
  }).join('');
  const fold = p.stroke('M240,420Q262,700 290,980M190,440Q180,700 170,985', tint(c, 0.3), 3, 0.35);
  return { under: p.shape(d, c, 'satin') + fold + pearls, over: '', shoes: '', hidesLegs: true };
}

function partyDress(pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
  const c = mainColour(rng, ['#c21e7a', '#7b2ff0', '#d8d8e6', '#111111', '#0fb6c9'], colour);
  const d = garment(
    [
      [200, 262],
      [208, 232],
      [212, 200],
      [224, 202],
      [242, 240],
      [266, 272],
      [269, 306],
      [263, 332],
      [250, 362],
      [245, 388],
      [258, 430],
      [272, 500],
      [277, 570],
      [279, 612],
      [250, 618],
      [200, 620],
    ],
    [2, 3],
  );
  const clip = p.defs.add(`dress:${d}`, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  const sequins = Array.from({ length: 90 }, () => {
    const x = rng.range(118, 282);
    const y = rng.range(200, 620);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${rng.range(1.5, 3.2).toFixed(1)}" fill="${rng.chance(0.5) ? tint(c, 0.6) : shade(c, 0.3)}" opacity="0.75"/>`;
  }).join('');
  return {
    under: p.shape(d, c, 'satin') + `<g clip-path="url(#${clip})">${sequins}</g>`,
    over: '',
    shoes: shoes(pose, 'heels', rng.pick(['#c0c4cc', '#151515', c]), p),
    hidesLegs: false,
  };
}

function lounge(pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
  const c = mainColour(rng, ['#efe6d6', '#b8c9b0', '#e2b4b8', '#9fb4cf', '#d9b27c'], colour);
  const shorts = rng.pick(['#6f7f96', '#8a6f8f', '#4c4046']);
  const pelvis = garment([
    [200, 470],
    [246, 462],
    [270, 472],
    [278, 505],
    [270, 535],
    [200, 545],
  ]);
  const thighs = pose.thighs
    .map(([a, b]) =>
      p.shape(
        limb(
          [
            [a[0], a[1], a[2] + 6],
            [a[0] + (b[0] - a[0]) * 0.55, a[1] + (b[1] - a[1]) * 0.55, b[2] + 7],
          ],
          0.2,
        ),
        shorts,
      ),
    )
    .join('');
  const sweater = garment([
    [200, 214],
    [214, 202],
    [236, 206],
    [262, 214],
    [282, 224],
    [292, 246],
    [289, 274],
    [282, 300],
    [278, 340],
    [270, 400],
    [274, 450],
    [277, 480],
    [240, 487],
    [200, 489],
  ]);
  const rib = p.stroke('M124,478Q200,490 276,478', shade(c, 0.25), 4, 0.6);
  return {
    under:
      thighs +
      p.shape(pelvis, shorts) +
      p.shape(sweater, c) +
      rib +
      p.stroke('M182,206Q200,220 218,206', shade(c, 0.3), 3),
    over: sleeves(pose, c, p, 5, 12),
    shoes: '',
    hidesLegs: false,
  };
}

/** Scenes whose own outfit is no dress: a prompt that asks for one gets the casual dress there. */
const NO_DRESS: readonly SceneName[] = ['beach', 'pool', 'campus', 'sofa-feet', 'forest', 'snow', 'city'];

/** Her clothes for the scene, in `colour` when the prompt names one, and a dress when it asks for one. */
export function dressFor(
  scene: SceneName,
  pose: Pose,
  p: Painter,
  rng: Rng,
  colour: string | null,
  dress = false,
): Outfit {
  if (dress && NO_DRESS.includes(scene)) return casualDress(pose, p, rng, colour);
  switch (scene) {
    case 'beach':
    case 'pool':
      return bikini(pose, p, rng, colour);
    case 'campus':
    case 'forest':
    case 'snow':
    case 'city':
      return campus(pose, p, rng, colour);
    case 'boudoir':
      return drape(pose, p, rng, colour);
    case 'bedroom':
      return slip(pose, p, rng, colour);
    case 'restaurant':
      return gown(pose, p, rng, colour);
    case 'nightclub':
    case 'rooftop':
      return partyDress(pose, p, rng, colour);
    case 'sofa-feet':
      return lounge(pose, p, rng, colour);
    default:
      return casualDress(pose, p, rng, colour);
  }
}
