/** Where the figure sits on the canvas, and helpers shared by the scene painters. */
import { Painter } from './svg';

export interface Frame {
  width: number;
  height: number;
  /** Figure space -> canvas: canvas = t + s * figure. */
  s: number;
  tx: number;
  ty: number;
  /** The side with more room for scenery: +1 right of the figure, -1 left. */
  side: 1 | -1;
}

export interface SceneLayers {
  /** Canvas space, behind everything. */
  back: string;
  /** Figure space, behind the figure (furniture). */
  props: string;
  /** Figure space, in front of the figure. */
  front: string;
  /** Canvas space, over everything (light, vignette). */
  overlay: string;
}

export const fx = (f: Frame, x: number): number => f.tx + f.s * x;
export const fy = (f: Frame, y: number): number => f.ty + f.s * y;
/** Canvas left/right edges expressed in figure space. */
export const figLeft = (f: Frame): number => -f.tx / f.s;
export const figRight = (f: Frame): number => (f.width - f.tx) / f.s;

export const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" fill="${fill}"${extra}/>`;

export const circle = (x: number, y: number, r: number, fill: string, opacity = 1): string =>
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity.toFixed(2)}"` : ''}/>`;

export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, opacity = 1): string =>
  `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity.toFixed(2)}"` : ''}/>`;

/** Soft round glow (light source, bokeh) without blur filters. */
export function glow(p: Painter, x: number, y: number, r: number, colour: string, strength = 0.6): string {
  const fill = p.defs.radial([
    [0, colour, strength],
    [0.35, colour, strength * 0.45],
    [1, colour, 0],
  ]);
  return circle(x, y, r, fill);
}

/** Darkened corners for a moody, photographic look. */
export function vignette(p: Painter, f: Frame, strength: number, colour = '#000000'): string {
  const fill = p.defs.radial(
    [
      [0.55, colour, 0],
      [1, colour, strength],
    ],
    0.5,
    0.5,
    0.75,
  );
  return rect(0, 0, f.width, f.height, fill);
}

/** Vertical gradient rectangle in canvas space. */
export function band(p: Painter, y0: number, y1: number, width: number, top: string, bottom: string): string {
  return rect(
    0,
    y0,
    width,
    y1 - y0,
    p.defs.linear(
      [
        [0, top],
        [1, bottom],
      ],
      0,
      0,
      0,
      1,
    ),
  );
}
