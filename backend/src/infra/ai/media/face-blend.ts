import { centroid, type Pt, type Region, type RgbImage } from './face-warp';

/** Convex hull (Andrew's monotone chain), counter-clockwise in image coordinates. */
export function convexHull(points: readonly Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Pt[]) => {
    const out: Pt[] = [];
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], q) <= 0) out.pop();
      out.push(q);
    }
    out.pop();
    return out;
  };
  return [...half(p), ...half([...p].reverse())];
}

/** Three box blurs in each direction (close to a Gaussian of the given sigma), in place. */
export function blur(plane: Float32Array, width: number, height: number, sigma: number) {
  const r = Math.max(1, Math.round(Math.sqrt((12 * sigma * sigma) / 3 + 1) / 2));
  const tmp = new Float32Array(Math.max(width, height));
  const pass = (len: number, count: number, at: (line: number, i: number) => number) => {
    for (let line = 0; line < count; line++) {
      for (let i = 0; i < len; i++) tmp[i] = plane[at(line, i)];
      let sum = 0;
      for (let i = -r; i <= r; i++) sum += tmp[Math.min(len - 1, Math.max(0, i))];
      for (let i = 0; i < len; i++) {
        plane[at(line, i)] = sum / (2 * r + 1);
        sum += tmp[Math.min(len - 1, i + r + 1)] - tmp[Math.max(0, i - r)];
      }
    }
  };
  for (let k = 0; k < 3; k++) {
    pass(width, height, (y, x) => y * width + x);
    pass(height, width, (x, y) => y * width + x);
  }
}

/** Over the region: 1 inside the hull of the points scaled by `scale` about their centre, 0 outside. */
export function hullMask(points: readonly Pt[], region: Region, scale: number): Float32Array {
  const [cx, cy] = centroid(points);
  const hull = convexHull(points).map((p): Pt => [cx + (p[0] - cx) * scale, cy + (p[1] - cy) * scale]);
  const mask = new Float32Array(region.width * region.height);
  for (let y = 0; y < region.height; y++) {
    for (let x = 0; x < region.width; x++) {
      const px = x + region.x;
      const py = y + region.y;
      let inside = true;
      for (let i = 0; i < hull.length && inside; i++) {
        const a = hull[i];
        const b = hull[(i + 1) % hull.length];
        inside = (b[0] - a[0]) * (py - a[1]) - (b[1] - a[1]) * (px - a[0]) >= 0;
      }
      mask[y * region.width + x] = inside ? 1 : 0;
    }
  }
  return mask;
}

/** The width of the points (their largest x less their smallest). */
function spanOf(points: readonly Pt[]): number {
  const xs = points.map((p) => p[0]);
  return Math.max(...xs) - Math.min(...xs);
}

/**
 * The blend mask over the region: the hull of the points scaled by `scale` about their centre
 * (below 1: drawn inside), then feathered with a blur of `feather` (a fraction of their width).
 */
export function featheredMask(points: readonly Pt[], region: Region, scale: number, feather: number): Float32Array {
  const mask = hullMask(points, region, scale);
  blur(mask, region.width, region.height, Math.max(1, spanOf(points) * feather));
  return mask;
}

/**
 * A mask that is 1 over the whole hull of the points, feathered outwards only: the blurred hull
 * (a blur of `feather` of their width) doubled, so its half-way edge lands on the hull.
 */
export function outerMask(points: readonly Pt[], region: Region, feather: number): Float32Array {
  const mask = featheredMask(points, region, 1, feather);
  for (let k = 0; k < mask.length; k++) mask[k] = Math.min(1, mask[k] * 2);
  return mask;
}

const toYcc = (r: number, g: number, b: number): [number, number, number] => [
  0.299 * r + 0.587 * g + 0.114 * b,
  -0.168736 * r - 0.331264 * g + 0.5 * b,
  0.5 * r - 0.418688 * g - 0.081312 * b,
];
const fromYcc = (y: number, cb: number, cr: number): [number, number, number] => [
  y + 1.402 * cr,
  y - 0.344136 * cb - 0.714136 * cr,
  y + 1.772 * cb,
];

/** Mean and standard deviation of each YCbCr channel where the weight is high. */
function stats(read: (k: number) => [number, number, number], weight: Float32Array) {
  const sum = [0, 0, 0];
  const sq = [0, 0, 0];
  let n = 0;
  for (let k = 0; k < weight.length; k++) {
    if (weight[k] < 0.5) continue;
    const v = read(k);
    for (let c = 0; c < 3; c++) {
      sum[c] += v[c];
      sq[c] += v[c] * v[c];
    }
    n++;
  }
  const mean = sum.map((s) => s / Math.max(1, n));
  const sd = sq.map((s, c) => Math.sqrt(Math.max(1e-6, s / Math.max(1, n) - mean[c] * mean[c])));
  return { mean, sd };
}

/**
 * Colour match: the warped face's YCbCr mean and spread (over the mask) moved to the target's,
 * in place, so skin tone and light follow the picture it is put into.
 */
export function matchColour(warped: Float32Array, target: RgbImage, region: Region, mask: Float32Array) {
  const targetAt = (k: number) => {
    const i = ((region.y + Math.floor(k / region.width)) * target.width + region.x + (k % region.width)) * 3;
    return toYcc(target.data[i], target.data[i + 1], target.data[i + 2]);
  };
  const warpedAt = (k: number) => toYcc(warped[k * 3], warped[k * 3 + 1], warped[k * 3 + 2]);
  const s = stats(warpedAt, mask);
  const t = stats(targetAt, mask);
  const gain = s.sd.map((sd, c) => Math.min(1.6, Math.max(0.6, t.sd[c] / sd)));
  for (let k = 0; k < mask.length; k++) {
    const v = warpedAt(k).map((x, c) => (x - s.mean[c]) * gain[c] + t.mean[c]);
    const rgb = fromYcc(v[0], v[1], v[2]);
    for (let c = 0; c < 3; c++) warped[k * 3 + c] = rgb[c];
  }
}

/**
 * Light match: each channel of the warped face multiplied by the ratio of the target's blurred
 * light to its own (a blur of `sigma` pixels), in place, so the target's shading and coloured light
 * fall across the new face as they did across the old one.
 */
export function matchLight(warped: Float32Array, target: RgbImage, region: Region, covered: Uint8Array, sigma: number) {
  const n = region.width * region.height;
  for (let c = 0; c < 3; c++) {
    const own = new Float32Array(n);
    const theirs = new Float32Array(n);
    for (let k = 0; k < n; k++) {
      const i = ((region.y + Math.floor(k / region.width)) * target.width + region.x + (k % region.width)) * 3;
      theirs[k] = target.data[i + c] + 1;
      own[k] = covered[k] ? warped[k * 3 + c] + 1 : theirs[k];
    }
    blur(own, region.width, region.height, sigma);
    blur(theirs, region.width, region.height, sigma);
    for (let k = 0; k < n; k++) warped[k * 3 + c] *= Math.min(1.6, Math.max(0.6, theirs[k] / own[k]));
  }
}

/** The target with the warped face laid in through the mask (only where the warp reached). */
export function composite(
  target: RgbImage,
  warped: Float32Array,
  covered: Uint8Array,
  mask: Float32Array,
  region: Region,
): Buffer {
  const out = Buffer.from(target.data);
  for (let y = 0; y < region.height; y++) {
    for (let x = 0; x < region.width; x++) {
      const k = y * region.width + x;
      const m = covered[k] ? mask[k] : 0;
      if (m <= 0) continue;
      const i = ((y + region.y) * target.width + x + region.x) * 3;
      for (let c = 0; c < 3; c++)
        out[i + c] = Math.round(Math.min(255, Math.max(0, target.data[i + c] * (1 - m) + warped[k * 3 + c] * m)));
    }
  }
  return out;
}
