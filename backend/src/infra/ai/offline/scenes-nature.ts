/** Nature scenes: a forest with mountains, a snowy slope and a swimming pool, lit by the time of day. */
import { tint } from './color';
import { band, ellipse, Frame, fx, fy, n1, rect, SceneLayers, vignette } from './frame';
import { Rng } from './prng';
import { lit } from './scenes-city';
import { footShadow } from './scenes-day';
import { Light, sky } from './sky';
import { Painter } from './svg';

function pine(x: number, base: number, h: number, colour: string, snow: boolean): string {
  const w = h * 0.42;
  const tiers = [0, 0.28, 0.52].map((k, i) => {
    const top = base - h + h * k * 0.9;
    const bottom = base - h * 0.12 - (2 - i) * h * 0.18;
    const half = w * (0.55 + i * 0.22);
    const body = `<path d="M${n1(x)},${n1(top)}L${n1(x + half)},${n1(bottom)}L${n1(x - half)},${n1(bottom)}Z" fill="${colour}"/>`;
    const cap = snow
      ? `<path d="M${n1(x)},${n1(top)}L${n1(x + half * 0.45)},${n1(top + (bottom - top) * 0.4)}L${n1(x - half * 0.45)},${n1(top + (bottom - top) * 0.4)}Z" fill="#f4f8ff"/>`
      : '';
    return body + cap;
  });
  return rect(x - h * 0.03, base - h * 0.14, h * 0.06, h * 0.14, '#5a3e2a') + tiers.join('');
}

function mountains(f: Frame, base: number, colour: string, snowCaps: boolean, rng: Rng): string {
  const { width: W, height: H } = f;
  const out: string[] = [];
  for (let x = -rng.range(0, W * 0.2); x < W; x += rng.range(0.25, 0.4) * W) {
    const w = rng.range(0.3, 0.5) * W;
    const h = rng.range(0.18, 0.32) * H;
    out.push(
      `<path d="M${n1(x - w / 2)},${n1(base)}L${n1(x)},${n1(base - h)}L${n1(x + w / 2)},${n1(base)}Z" fill="${colour}"/>`,
    );
    if (snowCaps)
      out.push(
        `<path d="M${n1(x - w * 0.12)},${n1(base - h * 0.76)}L${n1(x)},${n1(base - h)}L${n1(x + w * 0.12)},${n1(base - h * 0.76)}Z" fill="#f4f8ff"/>`,
      );
  }
  return out.join('');
}

function treeLine(f: Frame, base: number, size: number, colour: string, snow: boolean, rng: Rng, gap = 0): string {
  const { width: W } = f;
  const out: string[] = [];
  for (let x = -rng.range(0, size * 0.4); x < W + size * 0.3; x += size * rng.range(0.35, 0.6)) {
    if (gap && Math.abs(x - fx(f, 200)) < gap) continue;
    out.push(pine(x, base + rng.range(-0.05, 0.05) * size, size * rng.range(0.8, 1.2), colour, snow));
  }
  return out.join('');
}

export function forest(f: Frame, p: Painter, rng: Rng, light: Light): SceneLayers {
  const { width: W, height: H, s } = f;
  const t = light.time;
  const horizon = fy(f, 700);
  const grass = fy(f, 820);
  return {
    back:
      sky(p, f, horizon, light, rng.fork('sky')) +
      mountains(f, horizon, lit('#7f96b4', t), false, rng.fork('mountains')) +
      treeLine(f, horizon + 30 * s, 260 * s, lit('#3d6b52', t), false, rng.fork('far')) +
      band(p, horizon + 20 * s, grass, W, lit('#5d9a4a', t), lit('#4a8a3c', t)) +
      treeLine(f, grass + 10 * s, 520 * s, lit('#2a5a36', t), false, rng.fork('near'), 170 * s) +
      band(p, grass, H, W, lit('#6aab52', t), lit('#3f7a32', t)) +
      `<path d="M${n1(fx(f, 150))},${n1(grass)}L${n1(fx(f, 250))},${n1(grass)}L${n1(fx(f, 420))},${H}L${n1(fx(f, -20))},${H}Z" fill="${lit('#b59a72', t)}" opacity="0.8"/>`,
    props: footShadow(0.22),
    front: '',
    overlay: vignette(p, f, t === 'day' ? 0.22 : 0.45),
  };
}

export function snow(f: Frame, p: Painter, rng: Rng, light: Light): SceneLayers {
  const { width: W, height: H, s } = f;
  const t = light.time;
  const horizon = fy(f, 680);
  const hills = Array.from({ length: 4 }, (_, i) =>
    ellipse(
      rng.range(0, W),
      horizon + (30 + i * 25) * s,
      rng.range(0.3, 0.5) * W,
      rng.range(60, 110) * s,
      lit(tint('#dfe9f5', i * 0.1), t),
    ),
  ).join('');
  return {
    back:
      sky(p, f, horizon, { ...light, weather: null }, rng.fork('sky')) +
      mountains(f, horizon, lit('#8ea3bf', t), true, rng.fork('mountains')) +
      hills +
      treeLine(f, horizon + 60 * s, 300 * s, lit('#2f5a48', t), true, rng.fork('trees'), 160 * s) +
      band(p, fy(f, 800), H, W, lit('#f2f6fc', t), lit('#c9d7ea', t)),
    props: footShadow(0.2),
    front: '',
    overlay: vignette(p, f, 0.2, '#1a2a44'),
  };
}

export function pool(f: Frame, p: Painter, rng: Rng, light: Light): SceneLayers {
  const { width: W, height: H, s } = f;
  const t = light.time;
  const wallTop = fy(f, 420);
  const water = fy(f, 640);
  const deck = fy(f, 860);
  const ripples = Array.from({ length: 22 }, () => {
    const x = rng.range(0, W);
    const y = rng.range(water + 8 * s, deck - 8 * s);
    const w = rng.range(30, 90) * s;
    return `<path d="M${n1(x)},${n1(y)}q${n1(w / 4)},${n1(-5 * s)} ${n1(w / 2)},0t${n1(w / 2)},0" stroke="#e8fbff" stroke-width="${n1(2.5 * s)}" fill="none" opacity="0.6"/>`;
  }).join('');
  const glowWater = t === 'night' ? '#1a7fb0' : '#2fc4e0';
  const chairX = fx(f, 200 + f.side * 470);
  const chair =
    rect(chairX - 110 * s, deck + 40 * s, 220 * s, 22 * s, lit('#f4f1ea', t)) +
    `<path d="M${n1(chairX + 70 * s)},${n1(deck + 42 * s)}L${n1(chairX + 120 * s)},${n1(deck - 40 * s)}" stroke="${lit('#f4f1ea', t)}" stroke-width="${n1(20 * s)}"/>`;
  return {
    back:
      sky(p, f, wallTop + 2, light, rng.fork('sky')) +
      band(p, wallTop, water, W, lit('#f6efe4', t), lit('#e2d6c4', t)) +
      Array.from({ length: 5 }, (_, i) =>
        rect(W * (0.08 + i * 0.2), wallTop + 40 * s, W * 0.08, (water - wallTop) * 0.45, lit('#9cc7de', t)),
      ).join('') +
      band(p, water, deck, W, glowWater, '#0f7fa8') +
      ripples +
      rect(0, water, W, 8 * s, lit('#e9e3d6', t)) +
      band(p, deck, H, W, lit('#efe3cf', t), lit('#d3c2a6', t)) +
      chair,
    props: footShadow(0.18),
    front: '',
    overlay: vignette(p, f, t === 'day' ? 0.15 : 0.4),
  };
}
