/** SVG building blocks: shared <defs> and a painter that knows the render style. */
import { mix, shade, tint } from './color';

export type Stop = readonly [offset: number, colour: string, opacity?: number];

const stopsSvg = (stops: readonly Stop[]): string =>
  stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');

export class Defs {
  private readonly parts: string[] = [];
  private readonly ids = new Map<string, string>();

  /** Register a def once per key; `make` receives the id to use. Returns the id. */
  add(key: string, make: (id: string) => string): string {
    const known = this.ids.get(key);
    if (known) return known;
    const id = `d${this.ids.size}`;
    this.ids.set(key, id);
    this.parts.push(make(id));
    return id;
  }

  /** Gradient along a line; coordinates are fractions of the shape's box unless `user` is set. */
  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number, user = false, repeat = false): string {
    const key = `L${JSON.stringify(stops)}${x1},${y1},${x2},${y2}${user}${repeat}`;
    const id = this.add(
      key,
      (i) =>
        `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"` +
        `${user ? ' gradientUnits="userSpaceOnUse"' : ''}${repeat ? ' spreadMethod="repeat"' : ''}>${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient; cx, cy, r are fractions of the shape's box unless `user` is set. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false): string {
    const key = `R${JSON.stringify(stops)}${cx},${cy},${r}${user}`;
    const id = this.add(
      key,
      (i) =>
        `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>` +
        `${stopsSvg(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  render(): string {
    return `<defs>${this.parts.join('')}</defs>`;
  }
}

/** How a surface is lit in the realistic style (anime always uses flat cel colour). */
export type Finish = 'round' | 'vertical' | 'satin' | 'flat';

export class Painter {
  constructor(
    readonly anime: boolean,
    readonly defs: Defs,
  ) {}

  /** Fill value for a surface of the given base colour. */
  fill(base: string, finish: Finish = 'round'): string {
    if (this.anime || finish === 'flat') return base;
    if (finish === 'vertical')
      return this.defs.linear(
        [
          [0, tint(base, 0.14)],
          [1, shade(base, 0.22)],
        ],
        0,
        0,
        0,
        1,
      );
    if (finish === 'satin') {
      return this.defs.linear(
        [
          [0, shade(base, 0.25)],
          [0.3, tint(base, 0.3)],
          [0.45, base],
          [0.7, tint(base, 0.12)],
          [1, shade(base, 0.3)],
        ],
        0,
        0,
        1,
        0.2,
      );
    }
    return this.defs.linear(
      [
        [0, shade(base, 0.18)],
        [0.35, tint(base, 0.07)],
        [0.62, base],
        [1, shade(base, 0.22)],
      ],
      0,
      0,
      1,
      0,
    );
  }

  /** Outline attributes: thick dark ink for anime, a faint soft edge for realistic. */
  line(base: string, weight = 1): string {
    if (this.anime)
      return ` stroke="${mix(base, '#1c1016', 0.78)}" stroke-width="${2.6 * weight}" stroke-linejoin="round"`;
    return ` stroke="${shade(base, 0.38)}" stroke-width="${weight}" stroke-opacity="0.5" stroke-linejoin="round"`;
  }

  shape(d: string, base: string, finish: Finish = 'round', weight = 1): string {
    return `<path d="${d}" fill="${this.fill(base, finish)}"${this.line(base, weight)}/>`;
  }

  /** A shape with no outline (shadows, highlights, backgrounds). */
  plain(d: string, fill: string, opacity = 1): string {
    return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
  }

  stroke(d: string, colour: string, width: number, opacity = 1): string {
    return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${
      opacity < 1 ? ` stroke-opacity="${opacity}"` : ''
    }/>`;
  }
}
