/** Face, eyes and hair, drawn around a face centred at x = 200 with the chin near y = 175. */
import { luminance, mix, shade, tint } from './color';
import { Joint, limbOutline, mirrorJoints, Pt, scallop, smoothClosed, symmetric, wobble } from './geometry';
import { brows, face, faceLook, faceOutline } from './head-face';
import { Rng } from './prng';
import { Painter } from './svg';
import { Traits } from './traits';

export interface HeadParts {
  /** Hair behind the body. */
  back: string;
  /** Face, features and front hair. */
  front: string;
}

const BACK_HAIR: Record<Traits['hairLength'], Pt[]> = {
  long: [
    [200, 16],
    [246, 24],
    [272, 56],
    [282, 108],
    [284, 170],
    [290, 240],
    [296, 330],
    [298, 410],
    [290, 470],
    [266, 486],
    [240, 476],
    [218, 488],
    [200, 482],
  ],
  medium: [
    [200, 16],
    [246, 24],
    [272, 56],
    [283, 108],
    [287, 170],
    [292, 228],
    [287, 262],
    [264, 272],
    [240, 262],
    [218, 270],
    [200, 264],
  ],
  short: [
    [200, 16],
    [246, 24],
    [272, 56],
    [281, 104],
    [281, 150],
    [273, 182],
    [250, 190],
    [226, 180],
    [200, 184],
  ],
};

const SIDE_LOCK: Record<Traits['hairLength'], Joint[]> = {
  long: [
    [254, 88, 18],
    [264, 150, 28],
    [276, 220, 32],
    [282, 290, 28],
    [280, 340, 12],
  ],
  medium: [
    [254, 88, 18],
    [264, 150, 26],
    [272, 210, 24],
    [272, 250, 10],
  ],
  short: [
    [255, 88, 16],
    [261, 138, 18],
    [259, 178, 7],
  ],
};

function hairFill(t: Traits, p: Painter, back: boolean): string {
  if (p.anime) return back ? shade(t.hair, 0.18) : t.hair;
  const top = back ? shade(t.hair, 0.12) : tint(t.hair, 0.12);
  return p.defs.linear(
    [
      [0, top],
      [0.55, back ? shade(t.hair, 0.22) : t.hair],
      [1, shade(t.hair, 0.35)],
    ],
    0,
    0,
    0,
    1,
  );
}

/** Crown and fringe outline: pointed locks (anime) or a soft parted hairline (realistic). */
function fringe(t: Traits, p: Painter, rng: Rng): string {
  const j = (): number => rng.range(-3, 3);
  const crown: Pt[] = [
    [143, 128],
    [137, 84],
    [149, 45],
    [174, 25],
    [200, 19],
    [226, 25],
    [251, 45],
    [263, 84],
    [257, 128],
  ];
  const swap = rng.chance(0.5);
  const edge: Pt[] = p.anime
    ? [
        [252, 96],
        [244, 80],
        [238, 100 + j()],
        [229, 68],
        [215, 98 + j()],
        [204, 64],
        [191, 97 + j()],
        [179, 68],
        [166, 100 + j()],
        [157, 80],
        [149, 104],
      ]
    : [
        [254, 116],
        [249, 88],
        [238, 68],
        [222, 56 + j()],
        [208, 50],
        [196, 56],
        [178, 62 + j()],
        [161, 76],
        [151, 96],
        [147, 118],
      ];
  const pts = [...crown, ...edge].map(([x, y]): Pt => (swap ? [400 - x, y] : [x, y]));
  const tips = new Set<number>();
  edge.forEach((_, i) => {
    if (p.anime || i === 4) tips.add(crown.length + i);
  });
  return t.curly ? scallop(pts, 12, rng) : smoothClosed(pts, tips);
}

/** Little ringlet strokes scattered inside curly hair. */
function curls(t: Traits, p: Painter, rng: Rng, outline: readonly Pt[]): string {
  const ys = outline.map(([, y]) => y);
  const bottom = Math.max(...ys);
  const out: string[] = [];
  for (let i = 0; i < 26; i++) {
    const y = rng.range(60, bottom - 15);
    const side = i % 2 ? 1 : -1;
    const x = 200 + side * rng.range(58, 80 + Math.min(1, (y - 60) / 200) * 20);
    const r = rng.range(5, 9);
    out.push(
      p.stroke(`M${(x - r).toFixed(1)},${y.toFixed(1)}a${r},${r} 0 1 1 ${r},${r}`, shade(t.hair, 0.35), 1.6, 0.55),
    );
  }
  return out.join('');
}

function hairLines(t: Traits, p: Painter, rng: Rng): string {
  if (p.anime) {
    const shine = luminance(t.hair) < 0.2 ? mix(t.hair, '#9fb4e0', 0.5) : tint(t.hair, 0.55);
    return p.plain(
      'M160,52Q200,36 240,52L236,60L228,53L220,62L212,54L204,62L196,54L188,62L180,54L172,60L166,56Z',
      shine,
      0.8,
    );
  }
  const light = tint(t.hair, 0.35);
  const out: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = 160 + i * 13 + rng.range(-3, 3);
    const pts: Pt[] = [
      [x, 28],
      [x + (x - 200) * 0.5, 50],
      [x + (x - 200) * 0.9, 70 + rng.range(0, 20)],
    ];
    const [a, b, c] = pts.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`);
    out.push(p.stroke(`M${a}Q${b} ${c}`, light, 1.4, 0.45));
  }
  return out.join('');
}

/** Her head: `rng` is her identity's (face, parting, locks), `tilt` the picture's (degrees). */
export function drawHead(t: Traits, p: Painter, rng: Rng, tilt: number): HeadParts {
  const look = faceLook(rng.fork('look'));
  const backShape = symmetric(BACK_HAIR[t.hairLength]).map(([x, y]): Pt =>
    t.curly && y > 50 ? [200 + (x - 200) * 1.16, y + 8] : [x, y],
  );
  const backD = t.curly ? scallop(backShape, 22, rng) : smoothClosed(wobble(backShape, 20, 1.5, rng));
  const back =
    `<path d="${backD}" fill="${hairFill(t, p, true)}"${p.line(t.hair)}/>` +
    (t.curly ? curls(t, p, rng, backShape) : '');

  const lock = SIDE_LOCK[t.hairLength];
  const locks = [mirrorJoints(lock), lock]
    .map((l) => {
      const pts = limbOutline(l);
      return t.curly ? scallop(pts, 15, rng) : smoothClosed(pts);
    })
    .map((d) => `<path d="${d}" fill="${hairFill(t, p, false)}"${p.line(t.hair)}/>`)
    .join('');

  const fringeD = fringe(t, p, rng);
  const faceD = smoothClosed(faceOutline(p, look));
  const faceClip = p.defs.add(`face:${faceD}`, (id) => `<clipPath id="${id}"><path d="${faceD}"/></clipPath>`);
  const shadow = `<g clip-path="url(#${faceClip})"><path d="${fringeD}" transform="translate(0 6)" fill="${shade(t.skin, 0.4)}" opacity="${p.anime ? 0.45 : 0.3}"/></g>`;
  const front = `<path d="${fringeD}" fill="${hairFill(t, p, false)}"${p.line(t.hair)}/>`;
  const fringeClip = p.defs.add(`fringe:${fringeD}`, (id) => `<clipPath id="${id}"><path d="${fringeD}"/></clipPath>`);

  const scale = p.anime ? ' translate(200 172) scale(1.14) translate(-200 -172)' : '';
  const g = (inner: string): string => `<g transform="rotate(${tilt.toFixed(2)} 200 172)${scale}">${inner}</g>`;
  return {
    back: g(back),
    front: g(
      face(t, p, look) +
        shadow +
        locks +
        front +
        `<g clip-path="url(#${fringeClip})">${hairLines(t, p, rng)}</g>` +
        (p.anime ? brows(p, t.hair, 118 + look.eyeDrop, [175 - look.eyeGap, 225 + look.eyeGap]) : ''),
    ),
  };
}
