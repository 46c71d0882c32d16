/** Daylight scenes: studio backdrop, sunny beach, college campus. */
import { shade, tint } from './color';
import { band, circle, ellipse, Frame, fx, fy, glow, n1, rect, SceneLayers, vignette } from './frame';
import { limb, Pt, smoothOpen } from './geometry';
import { Rng } from './prng';
import { Painter } from './svg';

export const footShadow = (opacity = 0.2): string => ellipse(200, 984, 120, 15, '#000000', opacity);

export function studio(f: Frame, p: Painter, rng: Rng): SceneLayers {
  const c = rng.pick(['#e9c9c2', '#cfc6e8', '#bcd6d4', '#f1d6b8', '#c9d9ef']);
  const { width: W, height: H } = f;
  const back = p.defs.radial(
    [
      [0, tint(c, 0.5)],
      [0.6, c],
      [1, shade(c, 0.2)],
    ],
    fx(f, 200),
    fy(f, 300),
    Math.max(W, H) * 0.8,
    true,
  );
  const floor = p.defs.linear(
    [
      [0, c, 0],
      [1, shade(c, 0.15), 1],
    ],
    0,
    0,
    0,
    1,
  );
  const bokeh = Array.from({ length: 10 }, () =>
    circle(rng.range(0, W), rng.range(0, H * 0.7), rng.range(10, 45) * f.s, tint(c, 0.7), rng.range(0.2, 0.45)),
  ).join('');
  return {
    back: rect(0, 0, W, H, back) + bokeh + rect(0, fy(f, 820), W, H - fy(f, 820), floor),
    props: footShadow(0.22),
    front: '',
    overlay: p.anime ? '' : vignette(p, f, 0.25),
  };
}

function palm(p: Painter, x: number, base: number, height: number, lean: number): string {
  const top: Pt = [x + lean, base - height];
  const trunk = p.shape(
    limb(
      [
        [x, base, height * 0.05],
        [x + lean * 0.4, base - height * 0.5, height * 0.04],
        [top[0], top[1], height * 0.03],
      ],
      0.2,
    ),
    '#8a6a45',
    'round',
  );
  const leaves = [-125, -95, -60, -25, 25, 60, 95, 125].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const len = height * 0.36;
    const mid: Pt = [top[0] + Math.sin(a) * len * 0.55, top[1] - Math.abs(Math.cos(a)) * len * 0.25 - len * 0.1];
    const end: Pt = [top[0] + Math.sin(a) * len, top[1] + len * (0.45 - Math.abs(Math.cos(a)) * 0.2)];
    return p.shape(
      limb([
        [top[0], top[1], 4],
        [mid[0], mid[1], len * 0.13],
        [end[0], end[1], 2],
      ]),
      deg % 2 === 0 ? '#3e8f3a' : '#2f7a33',
      'flat',
      0.8,
    );
  });
  return trunk + leaves.join('');
}

export function beach(f: Frame, p: Painter, rng: Rng): SceneLayers {
  const { width: W, height: H } = f;
  const hz = fy(f, 520);
  const shore = fy(f, 700);
  const sunX = W * (0.5 + f.side * 0.3 + rng.range(-0.06, 0.06));
  const sunY = H * rng.range(0.08, 0.16);
  const m = Math.min(W, H);
  const clouds = Array.from({ length: 3 }, () => {
    const cx = rng.range(0, W);
    const cy = rng.range(0.06, 0.32) * H;
    const k = m * rng.range(0.05, 0.08);
    return [
      [0, 0, 1.6, 0.7],
      [-1, 0.2, 1.1, 0.55],
      [1.1, 0.25, 1.2, 0.5],
      [0.2, -0.45, 1, 0.6],
    ]
      .map(([dx, dy, rx, ry]) => ellipse(cx + dx * k, cy + dy * k, rx * k, ry * k, '#ffffff', 0.9))
      .join('');
  }).join('');
  const sparkles = Array.from({ length: 16 }, () => {
    const x = rng.range(0, W);
    const y = rng.range(hz + 4, shore - 4);
    return `<path d="M${n1(x)},${n1(y)}h${n1(rng.range(6, 18) * f.s)}" stroke="#ffffff" stroke-width="${n1(2 * f.s)}" opacity="0.6"/>`;
  }).join('');
  const wave: Pt[] = Array.from({ length: 9 }, (_, i): Pt => [
    (W * i) / 8,
    shore + Math.sin(i * 1.7 + rng.range(0, 1)) * 6 * f.s,
  ]);
  const foam = `<path d="${smoothOpen(wave)}L${W},${n1(shore + 16 * f.s)}L0,${n1(shore + 16 * f.s)}Z" fill="#ffffff" opacity="0.85"/>`;
  const palmX = W * (0.5 + f.side * (W > H ? 0.4 : 0.47));
  return {
    back:
      band(p, 0, hz + 1, W, '#4aaee9', '#cdeefb') +
      glow(p, sunX, sunY, m * 0.35, '#fff3c4', 0.9) +
      circle(sunX, sunY, m * 0.055, '#fffbe8') +
      clouds +
      band(p, hz, shore + 1, W, '#1d8cc6', '#5fcbe0') +
      sparkles +
      band(p, shore, H, W, '#f2dbab', '#dab278') +
      rect(0, shore, W, 22 * f.s, '#c99f6c', ' opacity="0.35"') +
      foam +
      palm(p, palmX, fy(f, 700), H * 0.5, -f.side * W * 0.05),
    props: footShadow(0.18),
    front: '',
    overlay: p.anime ? '' : vignette(p, f, 0.18),
  };
}

export function campus(f: Frame, p: Painter, rng: Rng): SceneLayers {
  const { width: W, height: H, s } = f;
  const ground = fy(f, 760);
  const top = H * 0.1;
  const brick = rng.pick(['#b8674d', '#a85a44', '#c9a27a']);
  const windows: string[] = [];
  const pane = p.defs.linear(
    [
      [0, '#cfe3f2'],
      [0.5, '#86aacb'],
      [1, '#5f86ac'],
    ],
    0,
    0,
    1,
    1,
  );
  for (let y = top + 60 * s; y + 80 * s < ground - 70 * s; y += 130 * s) {
    for (let x = ((W / 2) % (100 * s)) - 50 * s; x < W; x += 100 * s) {
      windows.push(
        rect(x - 4 * s, y - 4 * s, 56 * s, 88 * s, '#efe7da') +
          rect(x, y, 48 * s, 80 * s, pane) +
          rect(x + 22 * s, y, 4 * s, 80 * s, '#efe7da'),
      );
    }
  }
  const doorX = fx(f, 200 + f.side * 420);
  const door =
    rect(doorX - 70 * s, ground - 230 * s, 140 * s, 230 * s, '#efe7da') +
    rect(doorX - 52 * s, ground - 210 * s, 104 * s, 210 * s, '#5a3a2a');
  const trees = Array.from({ length: 3 }, (_, i) => {
    const x = i === 1 ? W * (0.5 + f.side * 0.42) : rng.range(0, W);
    const base = ground + rng.range(10, 40) * s;
    const r = rng.range(70, 110) * s;
    const crown = [
      [0, -2.6, 1],
      [-0.7, -2.1, 0.8],
      [0.75, -2.0, 0.85],
      [0, -1.7, 0.9],
      [-0.4, -3.1, 0.7],
      [0.5, -3.0, 0.7],
    ]
      .map(([dx, dy, k], j) => circle(x + dx * r, base + dy * r, r * k * 0.75, j % 2 ? '#4f9a45' : '#3f8a3c'))
      .join('');
    return rect(x - 9 * s, base - r * 1.8, 18 * s, r * 1.8, '#6b4b33') + crown;
  }).join('');
  const hedge = Array.from({ length: Math.ceil(W / (50 * s)) + 1 }, (_, i) =>
    circle(i * 50 * s, ground - 10 * s, 34 * s, i % 2 ? '#4d9444' : '#428a3c'),
  ).join('');
  const cx = fx(f, 200);
  const path = `<path d="M${n1(cx - 50 * s)},${n1(ground)}L${n1(cx + 50 * s)},${n1(ground)}L${n1(cx + 260 * s)},${H}L${n1(cx - 260 * s)},${H}Z" fill="#ddd5c6"/>`;
  return {
    back:
      band(p, 0, ground, W, '#7fc0ee', '#e3f3fc') +
      rect(0, top, W, ground - top, p.fill(brick, 'vertical')) +
      rect(0, top - 16 * s, W, 22 * s, '#efe7da') +
      windows.join('') +
      door +
      band(p, ground, H, W, '#86c96f', '#5ea64f') +
      hedge +
      path +
      trees,
    props: footShadow(0.2),
    front: '',
    overlay: p.anime ? '' : vignette(p, f, 0.2),
  };
}
