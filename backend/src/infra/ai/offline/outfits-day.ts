/** Day clothes: the casual dress, bikini, campus layers and loungewear. */
import { Pose } from './body';
import { shade } from './color';
import { limb } from './geometry';
import { garment, mainColour, Outfit, shoes, sleeves, widen } from './outfit-parts';
import { Rng } from './prng';
import { Painter } from './svg';

export function casualDress(pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
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

export function bikini(_pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
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

export function campus(pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
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

export function lounge(pose: Pose, p: Painter, rng: Rng, colour: string | null): Outfit {
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
