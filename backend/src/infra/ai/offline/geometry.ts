/** Path helpers: smooth outlines through points and tapered limbs. */
import { Rng } from './prng';

export type Pt = readonly [number, number];
/** A point on a limb's centre line with the limb's width there. */
export type Joint = readonly [number, number, number];

export const r1 = (n: number): number => Math.round(n * 10) / 10;
const fmt = (p: Pt): string => `${r1(p[0])},${r1(p[1])}`;

/** Closed Catmull-Rom spline through the points, as cubic Béziers; `corners` are sharp points. */
export function smoothClosed(pts: readonly Pt[], corners: ReadonlySet<number> = new Set()): string {
  const n = pts.length;
  let d = `M${fmt(pts[0])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const k1 = corners.has(i) ? 0 : 1 / 6;
    const k2 = corners.has((i + 1) % n) ? 0 : 1 / 6;
    d += `C${fmt([p1[0] + (p2[0] - p0[0]) * k1, p1[1] + (p2[1] - p0[1]) * k1])} `;
    d += `${fmt([p2[0] - (p3[0] - p1[0]) * k2, p2[1] - (p3[1] - p1[1]) * k2])} ${fmt(p2)}`;
  }
  return `${d}Z`;
}

/** Open spline through the points. */
export function smoothOpen(pts: readonly Pt[]): string {
  const n = pts.length;
  let d = `M${fmt(pts[0])}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[Math.min(n - 1, i + 2)];
    d += `C${fmt([p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6])} `;
    d += `${fmt([p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6])} ${fmt(p2)}`;
  }
  return d;
}

export const polygon = (pts: readonly Pt[]): string => `M${pts.map(fmt).join('L')}Z`;

/** Mirror across the figure's centre line x = 200. */
export const mirror = (p: Pt): Pt => [400 - p[0], p[1]];
export const mirrorJoints = (joints: readonly Joint[]): Joint[] => joints.map(([x, y, w]) => [400 - x, y, w]);

/** Right half (top centre -> bottom centre) plus its mirror image, as one closed outline. */
export function symmetric(rightHalf: readonly Pt[]): Pt[] {
  const back = rightHalf.slice(1, -1).reverse().map(mirror);
  return [...rightHalf, ...back];
}

/** Outline around a centre line with per-joint widths and rounded ends. */
export function limbOutline(spine: readonly Joint[], cap = 0.8, startCap = cap): Pt[] {
  const left: Pt[] = [];
  const right: Pt[] = [];
  const dirs: Pt[] = [];
  spine.forEach((j, i) => {
    const a = spine[Math.max(0, i - 1)];
    const b = spine[Math.min(spine.length - 1, i + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const dx = (b[0] - a[0]) / len;
    const dy = (b[1] - a[1]) / len;
    dirs.push([dx, dy]);
    left.push([j[0] - (dy * j[2]) / 2, j[1] + (dx * j[2]) / 2]);
    right.push([j[0] + (dy * j[2]) / 2, j[1] - (dx * j[2]) / 2]);
  });
  const last = spine[spine.length - 1];
  const first = spine[0];
  const dl = dirs[dirs.length - 1];
  const df = dirs[0];
  const endCap: Pt = [last[0] + (dl[0] * last[2] * cap) / 2, last[1] + (dl[1] * last[2] * cap) / 2];
  const start: Pt = [first[0] - (df[0] * first[2] * startCap) / 2, first[1] - (df[1] * first[2] * startCap) / 2];
  return [...left, endCap, ...right.reverse(), start];
}

export const limb = (spine: readonly Joint[], cap = 0.8, startCap = cap): string =>
  smoothClosed(limbOutline(spine, cap, startCap));

/** Resample a closed outline every `step` units. */
function resample(pts: readonly Pt[], step: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    const n = Math.max(1, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let k = 0; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  return out;
}

/** Gentle random jitter along a closed outline (resampled every `step` units), for loose straight hair. */
export function wobble(pts: readonly Pt[], step: number, amp: number, rng: Rng): Pt[] {
  return resample(pts, step).map(([x, y]): Pt => [x + amp * rng.range(-1, 1), y + amp * rng.range(-1, 1)]);
}

/** Closed outline made of outward-bulging arcs: reads as curls or fluffy edges. */
export function scallop(pts: readonly Pt[], step: number, rng: Rng): string {
  const res = resample(pts, step);
  let area = 0;
  res.forEach((p, i) => {
    const q = res[(i + 1) % res.length];
    area += p[0] * q[1] - q[0] * p[1];
  });
  const sweep = area > 0 ? 1 : 0;
  let d = `M${fmt(res[0])}`;
  res.forEach((_, i) => {
    const a = res[i];
    const b = res[(i + 1) % res.length];
    const r = (Math.hypot(b[0] - a[0], b[1] - a[1]) / 2) * rng.range(1.02, 1.3);
    d += `A${r1(r)},${r1(r)} 0 0 ${sweep} ${fmt(b)}`;
  });
  return `${d}Z`;
}
