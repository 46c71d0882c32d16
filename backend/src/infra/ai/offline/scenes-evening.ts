/** Going out: candle-lit restaurant, neon nightclub and a café. */
import { tint } from './color';
import {
  band,
  circle,
  ellipse,
  figLeft,
  figRight,
  Frame,
  fx,
  fy,
  glow,
  n1,
  rect,
  SceneLayers,
  vignette,
} from './frame';
import { Rng } from './prng';
import { footShadow } from './scenes-day';
import { Painter } from './svg';

function table(p: Painter, cx: number, rng: Rng): string {
  const cloth = p.shape(`M${cx - 150},600L${cx + 150},600L${cx + 165},990L${cx - 165},990Z`, '#f4efe4', 'round');
  const folds = [-100, -40, 30, 95]
    .map((dx) => p.stroke(`M${cx + dx * 0.95},620L${cx + dx * 1.08},985`, '#cfc6b4', 3, 0.6))
    .join('');
  const top = ellipse(cx, 600, 152, 22, '#fbf8f1');
  const plate = ellipse(cx - 40, 598, 48, 9, '#ffffff') + ellipse(cx - 40, 598, 32, 5.5, '#ece6da');
  const glassX = cx + 60;
  const wine = rng.chance(0.5) ? '#7a1428' : '#e8d98a';
  const glass =
    `<path d="M${glassX - 16},520Q${glassX - 16},556 ${glassX},560Q${glassX + 16},556 ${glassX + 16},520Z" fill="#ffffff" opacity="0.35" stroke="#ffffff" stroke-width="1.5"/>` +
    `<path d="M${glassX - 14},540Q${glassX},552 ${glassX + 14},540Q${glassX + 12},557 ${glassX},559Q${glassX - 12},557 ${glassX - 14},540Z" fill="${wine}"/>` +
    `<path d="M${glassX},560L${glassX},596M${glassX - 12},598L${glassX + 12},598" stroke="#ffffff" stroke-width="2.5" opacity="0.7"/>`;
  const candleX = cx + 10;
  const candle =
    rect(candleX - 7, 540, 14, 58, '#f6ecd6') +
    glow(p, candleX, 528, 90, '#ffc76b', 0.75) +
    ellipse(candleX, 528, 5, 11, '#ffd98a') +
    ellipse(candleX, 531, 2.5, 5, '#fff6dc');
  return cloth + folds + top + plate + glass + candle;
}

export function restaurant(f: Frame, p: Painter, rng: Rng): SceneLayers {
  const { width: W, height: H, s } = f;
  const panel = fy(f, 640);
  const lines = Array.from({ length: Math.ceil(W / (90 * s)) }, (_, i) =>
    rect(i * 90 * s, panel, 3 * s, H - panel, '#1f0f08', ' opacity="0.6"'),
  ).join('');
  const wx = W * (0.5 + f.side * 0.32);
  const ww = Math.min(W * 0.34, 320 * s);
  const wy0 = H * 0.08;
  const wy1 = panel - 60 * s;
  const lights = Array.from({ length: 26 }, () =>
    circle(
      rng.range(wx - ww / 2, wx + ww / 2),
      rng.range(wy0 + (wy1 - wy0) * 0.35, wy1),
      rng.range(4, 16) * s,
      rng.pick(['#ffcf7a', '#ff9e5e', '#fff2c6', '#8fb8ff']),
      rng.range(0.35, 0.8),
    ),
  ).join('');
  const windowSvg =
    rect(
      wx - ww / 2,
      wy0,
      ww,
      wy1 - wy0,
      p.defs.linear(
        [
          [0, '#0f1630'],
          [1, '#33406e'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    lights +
    `<rect x="${n1(wx - ww / 2)}" y="${n1(wy0)}" width="${n1(ww)}" height="${n1(wy1 - wy0)}" fill="none" stroke="#1a0d07" stroke-width="${n1(10 * s)}"/>` +
    rect(wx - 3 * s, wy0, 6 * s, wy1 - wy0, '#1a0d07');
  const sconces = [0.5 - f.side * 0.4, 0.5 + f.side * 0.08]
    .map(
      (k) => glow(p, W * k, H * 0.22, 150 * s, '#ffbb6e', 0.55) + ellipse(W * k, H * 0.22, 10 * s, 16 * s, '#ffe2b0'),
    )
    .join('');
  const cx = 200 + f.side * 300;
  const visible = cx > figLeft(f) - 150 && cx < figRight(f) + 150;
  return {
    back:
      band(p, 0, H, W, '#5e3625', '#2a150d') +
      sconces +
      windowSvg +
      rect(0, panel, W, H - panel, '#3a2015', ' opacity="0.75"') +
      lines +
      band(p, fy(f, 950), H, W, '#2a1810', '#1a0e08'),
    props: footShadow(0.3) + (visible ? table(p, cx, rng) : ''),
    front: '',
    overlay: vignette(p, f, 0.5, '#120502') + rect(0, 0, W, H, '#ff9a40', ' opacity="0.06"'),
  };
}

export function nightclub(f: Frame, p: Painter, rng: Rng): SceneLayers {
  const { width: W, height: H, s } = f;
  const neon = rng.pick([
    ['#ff3fb4', '#2fe6ff'],
    ['#b04bff', '#ffcf3a'],
    ['#2fe6ff', '#ff5a7a'],
  ]);
  const bg = p.defs.radial(
    [
      [0, '#3a1166'],
      [0.6, '#16072c'],
      [1, '#05020c'],
    ],
    fx(f, 200),
    fy(f, 350),
    Math.max(W, H) * 0.8,
    true,
  );
  const beams = Array.from({ length: 5 }, (_, i) => {
    const x = rng.range(0, W);
    const spread = rng.range(0.12, 0.25) * W;
    const end = x + rng.range(-0.3, 0.3) * W;
    return `<path d="M${n1(x - 6)},0L${n1(x + 6)},0L${n1(end + spread)},${H}L${n1(end - spread)},${H}Z" fill="${neon[i % 2]}" opacity="${rng.range(0.08, 0.16).toFixed(2)}"/>`;
  }).join('');
  const ring = (colour: string, r: number, cy: number): string =>
    [
      [40, 0.1],
      [20, 0.22],
      [7, 1],
      [2.5, 1],
    ]
      .map(
        ([w, o], i) =>
          `<circle cx="${n1(fx(f, 200))}" cy="${n1(fy(f, cy))}" r="${n1(r * s)}" fill="none" stroke="${i === 3 ? tint(colour, 0.8) : colour}" stroke-width="${n1(w * s)}" opacity="${o}"/>`,
      )
      .join('');
  const strip = (y: number, colour: string): string =>
    [
      [26, 0.12],
      [10, 0.3],
      [3, 1],
    ]
      .map(([w, o]) => `<path d="M0,${n1(y)}H${W}" stroke="${colour}" stroke-width="${n1(w * s)}" opacity="${o}"/>`)
      .join('');
  const dots = Array.from({ length: 40 }, () =>
    circle(
      rng.range(0, W),
      rng.range(0, H * 0.8),
      rng.range(2, 9) * s,
      rng.pick([...neon, '#ffffff']),
      rng.range(0.25, 0.7),
    ),
  ).join('');
  const floorTop = fy(f, 880);
  const tiles: string[] = [];
  const size = 70 * s;
  for (let y = floorTop; y < H; y += size * 0.5) {
    for (let x = -size * ((y / size) % 1); x < W; x += size) {
      tiles.push(
        rect(
          x + 2,
          y + 2,
          size - 4,
          size * 0.5 - 4,
          rng.pick([...neon, '#3a1166']),
          ` opacity="${rng.range(0.15, 0.45).toFixed(2)}"`,
        ),
      );
    }
  }
  return {
    back:
      rect(0, 0, W, H, bg) +
      strip(H * 0.18, neon[1]) +
      dots +
      beams +
      ring(neon[0], 210, 170) +
      rect(0, floorTop, W, H - floorTop, '#0c0618') +
      tiles.join(''),
    props: footShadow(0.4),
    front: '',
    overlay: rect(0, 0, W, H, neon[0], ' opacity="0.06"') + vignette(p, f, 0.45),
  };
}

/** A café: a warm wall with shelves of cups, pendant lamps, a window on the street and a little table. */
export function cafe(f: Frame, p: Painter, rng: Rng): SceneLayers {
  const { width: W, height: H, s } = f;
  const wall = rng.pick(['#c98f5e', '#b8845c', '#8f6a52']);
  const wx = W * (0.5 - f.side * 0.3);
  const ww = Math.min(W * 0.36, 300 * s);
  const wy0 = H * 0.1;
  const wy1 = fy(f, 560);
  const street =
    rect(
      wx - ww / 2,
      wy0,
      ww,
      wy1 - wy0,
      p.defs.linear(
        [
          [0, '#cfe7f7'],
          [1, '#f4ead8'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    rect(wx - ww / 2, wy1 - (wy1 - wy0) * 0.35, ww, (wy1 - wy0) * 0.35, '#9aa3ad', ' opacity="0.6"') +
    `<rect x="${n1(wx - ww / 2)}" y="${n1(wy0)}" width="${n1(ww)}" height="${n1(wy1 - wy0)}" fill="none" stroke="#3a2618" stroke-width="${n1(10 * s)}"/>`;
  const shelfX = W * (0.5 + f.side * 0.3);
  const shelves = [0.2, 0.32]
    .map((k) => {
      const y = H * k;
      const cups = Array.from({ length: 6 }, (_, i) =>
        rect(
          shelfX - 90 * s + i * 32 * s,
          y - 26 * s,
          20 * s,
          24 * s,
          rng.pick(['#f4f1ea', '#e3b9a0', '#8fb3c9', '#d9c27a']),
        ),
      );
      return rect(shelfX - 110 * s, y, 220 * s, 8 * s, '#4a3020') + cups.join('');
    })
    .join('');
  const lamps = [0.5 - f.side * 0.1, 0.5 + f.side * 0.18]
    .map((k) => {
      const x = W * k;
      const y = H * 0.16;
      return (
        rect(x - 1 * s, 0, 2 * s, y, '#2a1c12') +
        glow(p, x, y + 20 * s, 140 * s, '#ffc46b', 0.6) +
        `<path d="M${n1(x - 34 * s)},${n1(y + 22 * s)}Q${n1(x)},${n1(y - 18 * s)} ${n1(x + 34 * s)},${n1(y + 22 * s)}Z" fill="#2f4a3a"/>`
      );
    })
    .join('');
  const tx = 200 + f.side * 290;
  const table =
    ellipse(tx, 640, 110, 18, '#e9dcc6') +
    rect(tx - 8, 640, 16, 330, '#3a2a20') +
    ellipse(tx, 975, 60, 10, '#3a2a20') +
    rect(tx - 30, 606, 36, 32, '#ffffff') +
    ellipse(tx - 12, 606, 18, 5, '#6b3e22') +
    ellipse(tx - 12, 640, 34, 6, '#f4f1ea') +
    rect(tx + 24, 618, 40, 20, '#d9a45a');
  const tiles: string[] = [];
  const floor = fy(f, 880);
  const size = 60 * s;
  for (let y = floor, row = 0; y < H; y += size, row++) {
    for (let x = 0, col = 0; x < W; x += size, col++)
      tiles.push(rect(x, y, size, size, (row + col) % 2 ? '#efe6d6' : '#3b2d26'));
  }
  return {
    back:
      band(p, 0, H, W, tint(wall, 0.1), wall) +
      street +
      shelves +
      lamps +
      rect(0, fy(f, 700), W, floor - fy(f, 700), '#5a3a26', ' opacity="0.85"') +
      tiles.join(''),
    props: footShadow(0.3) + table,
    front: '',
    overlay: vignette(p, f, 0.35, '#1a0a04') + rect(0, 0, W, H, '#ffb060', ' opacity="0.06"'),
  };
}
