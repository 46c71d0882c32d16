/** Sky by time of day, and the weather and light laid over outdoor scenes. */
import { circle, ellipse, Frame, glow, n1, rect } from './frame';
import { Rng } from './prng';
import type { TimeOfDay, Weather } from './scene-words';
import { Painter } from './svg';

/** What a scene painter knows of the prompt besides the place. */
export interface Light {
  time: TimeOfDay;
  weather: Weather | null;
}

const SKIES: Record<TimeOfDay, readonly [string, string, string]> = {
  day: ['#3f9fe0', '#8cc8ef', '#dff1fb'],
  sunset: ['#2d2a6b', '#d0567a', '#ffb35c'],
  night: ['#050814', '#0e1838', '#25305e'],
};

/** The sky from the top of the canvas down to `horizon`, with the sun or the moon and stars. */
export function sky(p: Painter, f: Frame, horizon: number, light: Light, rng: Rng): string {
  const { width: W, height: H } = f;
  const [top, mid, low] = light.weather === 'rain' ? (['#5d6672', '#7d8792', '#a3abb4'] as const) : SKIES[light.time];
  const fill = p.defs.linear(
    [
      [0, top],
      [0.6, mid],
      [1, low],
    ],
    0,
    0,
    0,
    1,
  );
  const m = Math.min(W, H);
  let extra = '';
  if (light.weather !== 'rain') {
    if (light.time === 'night') {
      extra += Array.from({ length: 60 }, () =>
        circle(
          rng.range(0, W),
          rng.range(0, horizon * 0.8),
          rng.range(0.6, 1.8) * f.s,
          '#ffffff',
          rng.range(0.4, 0.95),
        ),
      ).join('');
      const mx = W * (0.5 + f.side * 0.3);
      extra += glow(p, mx, H * 0.12, m * 0.2, '#dfe8ff', 0.5) + circle(mx, H * 0.12, m * 0.04, '#f4f6ff');
    } else if (light.time === 'sunset') {
      const sx = W * (0.5 + f.side * 0.28);
      extra += glow(p, sx, horizon, m * 0.6, '#ff9a3c', 0.85) + circle(sx, horizon - m * 0.02, m * 0.07, '#ffe08a');
      extra += Array.from({ length: 4 }, () =>
        ellipse(
          rng.range(0, W),
          rng.range(0.15, 0.45) * horizon,
          m * rng.range(0.12, 0.22),
          m * 0.018,
          '#ff8a7a',
          0.55,
        ),
      ).join('');
    } else {
      const sx = W * (0.5 + f.side * 0.32);
      extra += glow(p, sx, H * 0.1, m * 0.3, '#fff3c4', 0.8) + circle(sx, H * 0.1, m * 0.05, '#fffbe8');
    }
  }
  return rect(0, 0, W, horizon + 1, fill) + extra;
}

/** A colour wash for scenes drawn in daylight, so 'at sunset' or 'at night' still shows. */
export function timeWash(p: Painter, f: Frame, time: TimeOfDay | null): string {
  if (time === 'sunset') {
    const fill = p.defs.linear(
      [
        [0, '#ff6a2c', 0.5],
        [0.6, '#ff8a4a', 0.3],
        [1, '#5a2a6e', 0.3],
      ],
      0,
      0,
      0,
      1,
    );
    return rect(0, 0, f.width, f.height, fill);
  }
  if (time === 'night') return rect(0, 0, f.width, f.height, '#0a1030', ' opacity="0.55"');
  return '';
}

/** Rain streaks or snowflakes over the whole picture. */
export function weatherOverlay(f: Frame, weather: Weather | null, rng: Rng): string {
  const { width: W, height: H, s } = f;
  if (weather === 'rain') {
    const drops = Array.from({ length: 140 }, () => {
      const x = rng.range(0, W);
      const y = rng.range(0, H);
      const len = rng.range(18, 40) * s;
      return `<path d="M${n1(x)},${n1(y)}l${n1(-len * 0.18)},${n1(len)}" stroke="#dfe8f2" stroke-width="${n1(Math.max(1, 1.6 * s))}" opacity="${rng.range(0.25, 0.55).toFixed(2)}"/>`;
    }).join('');
    return rect(0, 0, W, H, '#44505e', ' opacity="0.18"') + drops;
  }
  if (weather === 'snow') {
    return Array.from({ length: 120 }, () =>
      circle(rng.range(0, W), rng.range(0, H), rng.range(1.5, 5) * s, '#ffffff', rng.range(0.5, 0.95)),
    ).join('');
  }
  return '';
}
