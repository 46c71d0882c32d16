/** Town scenes: a city street and a rooftop above the skyline, lit by the time of day. */
import { mix, shade } from './color';
import { band, circle, ellipse, Frame, fy, glow, n1, rect, SceneLayers, vignette } from './frame';
import { Rng } from './prng';
import type { TimeOfDay } from './scene-words';
import { footShadow } from './scenes-day';
import { Light, sky } from './sky';
import { Painter } from './svg';

/** A colour as it looks in that light. */
export function lit(colour: string, time: TimeOfDay): string {
  if (time === 'night') return mix(colour, '#0b1230', 0.72);
  if (time === 'sunset') return mix(colour, '#5a2f5e', 0.45);
  return colour;
}

/** A row of buildings standing on `base`, up to `tallest` px high, windows lit after dark. */
function skyline(f: Frame, base: number, tallest: number, time: TimeOfDay, rng: Rng): string {
  const { width: W } = f;
  const out: string[] = [];
  const windowLit = time === 'night' ? 0.55 : time === 'sunset' ? 0.3 : 0;
  for (let x = -rng.range(0, 40); x < W;) {
    const w = rng.range(0.07, 0.14) * W;
    const h = rng.range(0.35, 1) * tallest;
    const wall = lit(rng.pick(['#8d97a8', '#a9a196', '#6f7d92', '#b7b9c2', '#7d8a99']), time);
    out.push(rect(x, base - h, w - 2, h, wall));
    const step = Math.max(6, w / 5);
    for (let wy = base - h + step * 0.8; wy < base - step; wy += step * 1.3) {
      for (let wx = x + step * 0.5; wx < x + w - step * 0.6; wx += step) {
        const on = rng.chance(windowLit);
        out.push(
          rect(
            wx,
            wy,
            step * 0.45,
            step * 0.6,
            on ? '#ffd98a' : time === 'day' ? '#cfe2f2' : shade(wall, 0.3),
            on ? '' : ' opacity="0.8"',
          ),
        );
      }
    }
    x += w;
  }
  return out.join('');
}

function lamp(p: Painter, f: Frame, x: number, groundY: number, time: TimeOfDay): string {
  const { s } = f;
  const top = groundY - 330 * s;
  const on = time !== 'day';
  return (
    rect(x - 4 * s, top, 8 * s, groundY - top, '#2b2f38') +
    rect(x - 4 * s, top, 40 * s, 7 * s, '#2b2f38') +
    (on ? glow(p, x + 36 * s, top + 14 * s, 120 * s, '#ffd27a', 0.7) : '') +
    ellipse(x + 36 * s, top + 12 * s, 12 * s, 7 * s, on ? '#fff2c8' : '#d8dde4')
  );
}

export function city(f: Frame, p: Painter, rng: Rng, light: Light): SceneLayers {
  const { width: W, height: H, s } = f;
  const time = light.time;
  const horizon = fy(f, 640);
  const road = fy(f, 860);
  const wet = light.weather === 'rain';
  const street = lit(wet ? '#4b525c' : '#7b7f86', time);
  const reflections =
    wet || time === 'night'
      ? Array.from({ length: 14 }, () =>
          rect(
            rng.range(0, W),
            rng.range(road, H),
            rng.range(2, 6) * s,
            rng.range(20, 60) * s,
            rng.pick(['#ffd98a', '#ff6f91', '#7fd3ff']),
            ' opacity="0.35"',
          ),
        ).join('')
      : '';
  return {
    back:
      sky(p, f, horizon, light, rng.fork('sky')) +
      skyline(f, horizon + 40 * s, H * 0.55, time, rng.fork('far')) +
      skyline(f, fy(f, 800), H * 0.45, time, rng.fork('near')) +
      band(p, fy(f, 800), road, W, lit('#b9b3a8', time), lit('#9d978c', time)) +
      band(p, road, H, W, street, shade(street, 0.25)) +
      reflections +
      lamp(p, f, W * (0.5 + f.side * 0.38), fy(f, 830), time),
    props: footShadow(0.25),
    front: '',
    overlay: vignette(p, f, time === 'day' ? 0.2 : 0.45),
  };
}

function stringLights(p: Painter, f: Frame, y: number): string {
  const { width: W, s } = f;
  const points = Array.from({ length: 15 }, (_, i) => {
    const t = i / 14;
    return [t * W, y + Math.sin(t * Math.PI) * 60 * s] as const;
  });
  const wire = `<path d="M${points.map(([x, yy]) => `${n1(x)},${n1(yy)}`).join('L')}" stroke="#2a2420" stroke-width="${n1(2 * s)}" fill="none"/>`;
  return (
    wire +
    points
      .map(([x, yy]) => glow(p, x, yy + 8 * s, 26 * s, '#ffcf7a', 0.8) + circle(x, yy + 8 * s, 5 * s, '#fff0c0'))
      .join('')
  );
}

export function rooftop(f: Frame, p: Painter, rng: Rng, light: Light): SceneLayers {
  const { width: W, height: H, s } = f;
  const time = light.time;
  const horizon = fy(f, 720);
  const rail = fy(f, 760);
  const deck = fy(f, 860);
  const planks = Array.from({ length: Math.ceil((H - deck) / (18 * s)) + 1 }, (_, i) =>
    rect(0, deck + i * 18 * s, W, 1.5 * s, '#000000', ' opacity="0.18"'),
  ).join('');
  const posts = Array.from({ length: Math.ceil(W / (120 * s)) + 1 }, (_, i) =>
    rect(i * 120 * s, rail, 6 * s, deck - rail, lit('#3a3a40', time)),
  ).join('');
  return {
    back:
      sky(p, f, horizon, light, rng.fork('sky')) +
      skyline(f, horizon + 10 * s, H * 0.3, time, rng.fork('skyline')) +
      rect(0, rail, W, deck - rail, '#cfe6f2', ' opacity="0.35"') +
      rect(0, rail - 6 * s, W, 8 * s, lit('#3a3a40', time)) +
      posts +
      band(p, deck, H, W, lit('#a7774e', time), lit('#6e4a2e', time)) +
      planks +
      (time === 'day' ? '' : stringLights(p, f, H * 0.06)),
    props: footShadow(0.3),
    front: '',
    overlay: vignette(p, f, time === 'night' ? 0.45 : 0.25),
  };
}
