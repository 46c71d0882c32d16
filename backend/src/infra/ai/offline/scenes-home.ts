/** Indoor, private scenes: boudoir, bedroom and sofa. All soft, warm and non-explicit. */
import { shade, tint } from './color';
import { band, circle, ellipse, Frame, fx, fy, glow, n1, rect, SceneLayers, vignette } from './frame';
import { Rng } from './prng';
import { footShadow } from './scenes-day';
import { Painter } from './svg';

const rounded = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string =>
  `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" rx="${n1(r)}" fill="${fill}"${extra}/>`;

function curtain(p: Painter, f: Frame, x0: number, x1: number, colour: string): string {
  const period = 34 * f.s;
  const folds = p.defs.linear(
    [
      [0, shade(colour, 0.45)],
      [0.5, tint(colour, 0.18)],
      [1, shade(colour, 0.45)],
    ],
    x0,
    0,
    x0 + period,
    0,
    true,
    true,
  );
  return rect(x0, 0, x1 - x0, f.height, folds);
}

export function boudoir(f: Frame, p: Painter, rng: Rng): SceneLayers {
  const { width: W, height: H } = f;
  const wall = p.defs.radial(
    [
      [0, '#9a5a40'],
      [0.55, '#5a2a1e'],
      [1, '#21100b'],
    ],
    fx(f, 200),
    fy(f, 380),
    Math.max(W, H) * 0.7,
    true,
  );
  const fabric = rng.pick(['#6e1828', '#3b1f4a', '#7a4a22']);
  const cw = W * (W > H ? 0.12 : 0.1);
  const lampX = W * (0.5 + f.side * 0.36);
  return {
    back:
      rect(0, 0, W, H, wall) +
      glow(p, lampX, H * 0.4, Math.min(W, H) * 0.45, '#ffb46a', 0.55) +
      ellipse(lampX, H * 0.4, 16 * f.s, 24 * f.s, '#ffe2b0') +
      curtain(p, f, 0, cw, fabric) +
      curtain(p, f, W - cw, W, fabric) +
      band(p, fy(f, 930), H, W, '#2d150e', '#170905'),
    props: footShadow(0.35),
    front: '',
    overlay: vignette(p, f, 0.55, '#0d0402') + rect(0, 0, W, H, '#ff9a50', ' opacity="0.07"'),
  };
}

function bed(p: Painter, rng: Rng): string {
  const head = rng.pick(['#c9b1c4', '#b9a28a', '#9fb0c8']);
  const duvet = rng.pick(['#fbf8f4', '#f3e6e8', '#e8eef4']);
  const throwColour = rng.pick(['#d98c9a', '#8aa6c8', '#c9a46a']);
  const tufts = Array.from({ length: 18 }, (_, i) =>
    circle(-110 + (i % 9) * 90, 380 + Math.floor(i / 9) * 80, 4, shade(head, 0.3)),
  ).join('');
  const pillows = [-150, 10, 250, 410]
    .map(
      (x) =>
        `<path d="M${x},560Q${x + 70},536 ${x + 140},560Q${x + 150},590 ${x + 140},622Q${x + 70},640 ${x},622Q${x - 10},590 ${x},560Z" fill="${p.fill('#ffffff', 'vertical')}"${p.line('#d8d0d0')}/>`,
    )
    .join('');
  return (
    rounded(-180, 320, 760, 340, 70, p.fill(head, 'vertical'), p.line(head)) +
    tufts +
    pillows +
    `<path d="M-190,612L590,612L640,720L-240,720Z" fill="${p.fill(duvet, 'vertical')}"${p.line(duvet)}/>` +
    `<path d="M-214,668L614,668L640,720L-240,720Z" fill="${p.fill(throwColour, 'flat')}" opacity="0.9"/>` +
    rect(-240, 720, 880, 80, p.fill(shade(duvet, 0.08), 'vertical')) +
    rect(-240, 720, 880, 26, p.fill(shade(throwColour, 0.1), 'flat'))
  );
}

export function bedroom(f: Frame, p: Painter, rng: Rng): SceneLayers {
  const { width: W, height: H, s } = f;
  const wx = W * (0.5 + f.side * 0.33);
  const ww = Math.min(W * 0.3, 260 * s);
  const sky = p.defs.linear(
    [
      [0, '#bfe0f5'],
      [1, '#fff4e2'],
    ],
    0,
    0,
    0,
    1,
  );
  const top = H * 0.06;
  const sill = fy(f, 440);
  const windowSvg =
    rect(wx - ww / 2 - 8 * s, top - 8 * s, ww + 16 * s, sill - top + 16 * s, '#fbf7f2') +
    rect(wx - ww / 2, top, ww, sill - top, sky) +
    rect(wx - 3 * s, top, 6 * s, sill - top, '#fbf7f2') +
    rect(wx - ww / 2 - 30 * s, 0, 46 * s, fy(f, 600), '#ffffff', ' opacity="0.55"') +
    rect(wx + ww / 2 - 16 * s, 0, 46 * s, fy(f, 600), '#ffffff', ' opacity="0.55"');
  return {
    back:
      band(p, 0, H, W, '#f2e7eb', '#d9c7d3') +
      windowSvg +
      glow(p, wx, H * 0.3, Math.min(W, H) * 0.5, '#fff6e0', 0.5) +
      band(p, fy(f, 780), H, W, '#caa27e', '#a37a56') +
      ellipse(fx(f, 200), fy(f, 960), 260 * s, 40 * s, '#efe4dc', 0.7),
    props: bed(p, rng) + footShadow(0.2),
    front: '',
    overlay: p.anime ? '' : vignette(p, f, 0.2),
  };
}

/** A sofa under a figure sitting sideways with her legs along the seat towards f.side. */
function couch(p: Painter, side: 1 | -1, c: string, pillow: string): string {
  const far = 200 - side * 900;
  const armIn = 200 + side * 300;
  const armOut = 200 + side * 390;
  const x0 = Math.min(far, armOut);
  const w = Math.abs(armOut - far);
  const arm = Math.min(armIn, armOut);
  return (
    rounded(x0, 330, w, 320, 50, p.fill(c, 'vertical'), p.line(c)) +
    rect(x0, 600, w, 60, p.fill(tint(c, 0.14), 'vertical'), p.line(c, 0.6)) +
    rect(x0, 655, w, 85, p.fill(shade(c, 0.18), 'vertical'), p.line(c, 0.6)) +
    rounded(arm, 470, 90, 270, 40, p.fill(tint(c, 0.05), 'round'), p.line(c)) +
    [far + side * 40, armOut - side * 30, 200 - side * 300].map((x) => rect(x - 8, 738, 16, 24, '#3a2a20')).join('') +
    `<g transform="rotate(${side * 14} ${200 - side * 175} 480)">${rounded(200 - side * 175 - 55, 425, 110, 110, 26, p.fill(pillow, 'round'), p.line(pillow))}</g>`
  );
}

export function sofa(f: Frame, p: Painter, rng: Rng): SceneLayers {
  const { width: W, height: H, s } = f;
  const c = rng.pick(['#2f6f73', '#c9973a', '#8a8f98', '#b8664a', '#6b5a8e']);
  const wall = rng.pick(['#ece4d6', '#dfe6da', '#f1e2de']);
  const px = fx(f, 200 + f.side * 520);
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const a = -1.2 + (i * 2.4) / 8;
    const len = rng.range(90, 150) * s;
    const by = fy(f, 650);
    return `<path d="M${n1(px)},${n1(by)}Q${n1(px + Math.sin(a) * len * 0.9)},${n1(by - len * 0.6)} ${n1(px + Math.sin(a) * len)},${n1(by - Math.cos(a) * len)}" stroke="${i % 2 ? '#3f7d45' : '#4f9456'}" stroke-width="${n1(16 * s)}" stroke-linecap="round" fill="none"/>`;
  }).join('');
  const frameX = fx(f, 200 + f.side * 300);
  const art =
    rect(frameX - 80 * s, fy(f, 60), 160 * s, 190 * s, '#f7f2ea', ` stroke="#5a4630" stroke-width="${n1(8 * s)}"`) +
    circle(frameX - 20 * s, fy(f, 130), 36 * s, '#e39a6b') +
    rect(frameX - 10 * s, fy(f, 150), 70 * s, 70 * s, '#6f93b5', ' opacity="0.85"');
  return {
    back:
      band(p, 0, H, W, tint(wall, 0.2), shade(wall, 0.08)) +
      art +
      glow(p, W * (0.5 - f.side * 0.3), H * 0.2, Math.min(W, H) * 0.5, '#fff1d0', 0.45) +
      band(p, fy(f, 700), H, W, '#b88a60', '#8d6442') +
      ellipse(fx(f, 200), fy(f, 800), 420 * s, 50 * s, '#efe6da', 0.85) +
      leaves +
      rect(px - 40 * s, fy(f, 650), 80 * s, 110 * s, '#c8b9a6'),
    props: couch(p, f.side, c, rng.pick(['#f2d6a2', '#e9a6a6', '#f4f1ea'])),
    front: '',
    overlay: p.anime ? '' : vignette(p, f, 0.22),
  };
}
