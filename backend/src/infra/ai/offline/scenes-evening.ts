/** Evening scenes: candle-lit restaurant and neon nightclub. */
import { tint } from './color';
import { band, circle, ellipse, figLeft, figRight, Frame, fx, fy, glow, n1, rect, SceneLayers, vignette } from './frame';
import { footShadow } from './scenes-day';
import { Rng } from './prng';
import { Painter } from './svg';

function table(p: Painter, cx: number, rng: Rng): string {
  const cloth = p.shape(`M${cx - 150},600L${cx + 150},600L${cx + 165},990L${cx - 165},990Z`, '#f4efe4', 'round');
  const folds = [-100, -40, 30, 95].map((dx) => p.stroke(`M${cx + dx * 0.95},620L${cx + dx * 1.08},985`, '#cfc6b4', 3, 0.6)).join('');
  const top = ellipse(cx, 600, 152, 22, '#fbf8f1');
  const plate = ellipse(cx - 40, 598, 48, 9, '#ffffff') + ellipse(cx - 40, 598, 32, 5.5, '#ece6da');
  const glassX = cx + 60;
  const wine = rng.chance(0.5) ? '#7a1428' : '#e8d98a';
  const glass = `<path d="M${glassX - 16},520Q${glassX - 16},556 ${glassX},560Q${glassX + 16},556 ${glassX + 16},520Z" fill="#ffffff" opacity="0.35" stroke="#ffffff" stroke-width="1.5"/>` +
    `<path d="M${glassX - 14},540Q${glassX},552 ${glassX + 14},540Q${glassX + 12},557 ${glassX},559Q${glassX - 12},557 ${glassX - 14},540Z" fill="${wine}"/>` +
    `<path d="M${glassX},560L${glassX},596M${glassX - 12},598L${glassX + 12},598" stroke="#ffffff" stroke-width="2.5" opacity="0.7"/>`;
  const candleX = cx + 10;
  const candle = rect(candleX - 7, 540, 14, 58, '#f6ecd6') + glow(p, candleX, 528, 90, '#ffc76b', 0.75) +
    ellipse(candleX, 528, 5, 11, '#ffd98a') + ellipse(candleX, 531, 2.5, 5, '#fff6dc');
  return cloth + folds + top + plate + glass + candle;
}

export function restaurant(f: Frame, p: Painter, rng: Rng): SceneLayers {
  const { width: W, height: H, s } = f;
  const panel = fy(f, 640);
  const lines = Array.from({ length: Math.ceil(W / (90 * s)) }, (_, i) => rect(i * 90 * s, panel, 3 * s, H - panel, '#1f0f08', ' opacity="0.6"')).join('');
  const wx = W * (0.5 + f.side * 0.32);
  const ww = Math.min(W * 0.34, 320 * s);
  const wy0 = H * 0.08;
  const wy1 = panel - 60 * s;
  const lights = Array.from({ length: 26 }, () =>
    circle(rng.range(wx - ww / 2, wx + ww / 2), rng.range(wy0 + (wy1 - wy0) * 0.35, wy1), rng.range(4, 16) * s, rng.pick(['#ffcf7a', '#ff9e5e', '#fff2c6', '#8fb8ff']), rng.range(0.35, 0.8)),
  ).join('');
  const windowSvg =
    rect(wx - ww / 2, wy0, ww, wy1 - wy0, p.defs.linear([[0, '#0f1630'], [1, '#33406e']], 0, 0, 0, 1)) + lights +
    `<rect x="${n1(wx - ww / 2)}" y="${n1(wy0)}" width="${n1(ww)}" height="${n1(wy1 - wy0)}" fill="none" stroke="#1a0d07" stroke-width="${n1(10 * s)}"/>` +
    rect(wx - 3 * s, wy0, 6 * s, wy1 - wy0, '#1a0d07');
  const sconces = [0.5 - f.side * 0.4, 0.5 + f.side * 0.08].map((k) => glow(p, W * k, H * 0.22, 150 * s, '#ffbb6e', 0.55) + ellipse(W * k, H * 0.22, 10 * s, 16 * s, '#ffe2b0')).join('');
  const cx = 200 + f.side * 300;
  const visible = cx > figLeft(f) - 150 && cx < figRight(f) + 150;
  return {
    back: band(p, 0, H, W, '#5e3625', '#2a150d') + sconces + windowSvg + rect(0, panel, W, H - panel, '#3a2015', ' opacity="0.75"') + lines + band(p, fy(f, 950), H, W, '#2a1810', '#1a0e08'),
    props: footShadow(0.3) + (visible ? table(p, cx, rng) : ''),
    front: '',
    overlay: vignette(p, f, 0.5, '#120502') + rect(0, 0, W, H, '#ff9a40', ' opacity="0.06"'),
  };
}

export function nightclub(f: Frame, p: Painter, rng: Rng): SceneLayers {
  const { width: W, height: H, s } = f;
  const neon = rng.pick([['#ff3fb4', '#2fe6ff'], ['#b04bff', '#ffcf3a'], ['#2fe6ff', '#ff5a7a']]);
  const bg = p.defs.radial([[0, '#3a1166'], [0.6, '#16072c'], [1, '#05020c']], fx(f, 200), fy(f, 350), Math.max(W, H) * 0.8, true);
  const beams = Array.from({ length: 5 }, (_, i) => {
    const x = rng.range(0, W);
    const spread = rng.range(0.12, 0.25) * W;
    const end = x + rng.range(-0.3, 0.3) * W;
    return `<path d="M${n1(x - 6)},0L${n1(x + 6)},0L${n1(end + spread)},${H}L${n1(end - spread)},${H}Z" fill="${neon[i % 2]}" opacity="${rng.range(0.08, 0.16).toFixed(2)}"/>`;
  }).join('');
  const ring = (colour: string, r: number, cy: number): string =>
    [[40, 0.1], [20, 0.22], [7, 1], [2.5, 1]]
      .map(([w, o], i) => `<circle cx="${n1(fx(f, 200))}" cy="${n1(fy(f, cy))}" r="${n1(r * s)}" fill="none" stroke="${i === 3 ? tint(colour, 0.8) : colour}" stroke-width="${n1(w * s)}" opacity="${o}"/>`)
      .join('');
  const strip = (y: number, colour: string): string =>
    [[26, 0.12], [10, 0.3], [3, 1]].map(([w, o]) => `<path d="M0,${n1(y)}H${W}" stroke="${colour}" stroke-width="${n1(w * s)}" opacity="${o}"/>`).join('');
  const dots = Array.from({ length: 40 }, () => circle(rng.range(0, W), rng.range(0, H * 0.8), rng.range(2, 9) * s, rng.pick([...neon, '#ffffff']), rng.range(0.25, 0.7))).join('');
  const floorTop = fy(f, 880);
  const tiles: string[] = [];
  const size = 70 * s;
  for (let y = floorTop; y < H; y += size * 0.5) {
    for (let x = -size * ((y / size) % 1); x < W; x += size) {
      tiles.push(rect(x + 2, y + 2, size - 4, size * 0.5 - 4, rng.pick([...neon, '#3a1166']), ` opacity="${rng.range(0.15, 0.45).toFixed(2)}"`));
    }
  }
  return {
    back: rect(0, 0, W, H, bg) + strip(H * 0.18, neon[1]) + dots + beams + ring(neon[0], 210, 170) + rect(0, floorTop, W, H - floorTop, '#0c0618') + tiles.join(''),
    props: footShadow(0.4),
    front: '',
    overlay: rect(0, 0, W, H, neon[0], ' opacity="0.06"') + vignette(p, f, 0.45),
  };
}

