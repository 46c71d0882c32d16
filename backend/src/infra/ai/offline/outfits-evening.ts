/** Evening clothes: the boudoir drape, the slip, the gown and the party dress. */
import { Pose } from './body';
import { shade, tint } from './color';
import { Pt, smoothClosed, smoothOpen } from './geometry';
import { garment, mainColour, Outfit, shoes } from './outfit-parts';
import { Rng } from './prng';
import { Painter } from './svg';

export function drape(_pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
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

export function slip(_pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
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

export function gown(_pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
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

export function partyDress(pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
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
