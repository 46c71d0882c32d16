import Delaunator from 'delaunator';

export type Pt = [number, number];
/** A rectangle of an image: where the face work happens. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** A raw RGB image, 3 bytes a pixel. */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Landmarks of the face outline (jaw 0-16, brows 17-26): the ring points are pushed out from them. */
const OUTLINE = Array.from({ length: 27 }, (_, i) => i);
/** How far the ring around the face sits, as a multiple of the outline's distance from the centre. */
const RING = 1.3;

export function centroid(points: readonly Pt[]): Pt {
  const n = points.length;
  return [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
}

/** The 68 landmarks plus a ring of border points around the face, so the warp reaches past the blend's edge. */
export function meshPoints(points: readonly Pt[]): Pt[] {
  const [cx, cy] = centroid(points);
  const ring = OUTLINE.map((i): Pt => [cx + (points[i][0] - cx) * RING, cy + (points[i][1] - cy) * RING]);
  return [...points, ...ring];
}

/** Delaunay triangles over the points, as index triples. */
export function triangulate(points: readonly Pt[]): [number, number, number][] {
  const t = Delaunator.from(points).triangles;
  const out: [number, number, number][] = [];
  for (let i = 0; i < t.length; i += 3) out.push([t[i], t[i + 1], t[i + 2]]);
  return out;
}

/** The bounding box of the points, clipped to the image. */
export function regionOf(points: readonly Pt[], width: number, height: number): Region {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.max(0, Math.floor(Math.min(...xs)));
  const y = Math.max(0, Math.floor(Math.min(...ys)));
  const x1 = Math.min(width, Math.ceil(Math.max(...xs)) + 1);
  const y1 = Math.min(height, Math.ceil(Math.max(...ys)) + 1);
  return { x, y, width: Math.max(0, x1 - x), height: Math.max(0, y1 - y) };
}

/** Bilinear sample of channel c at (x, y), clamped to the image. */
function sample(img: RgbImage, x: number, y: number, out: Float32Array, at: number) {
  const fx = Math.min(Math.max(x, 0), img.width - 1);
  const fy = Math.min(Math.max(y, 0), img.height - 1);
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(x0 + 1, img.width - 1);
  const y1 = Math.min(y0 + 1, img.height - 1);
  const ax = fx - x0;
  const ay = fy - y0;
  const d = img.data;
  const i00 = (y0 * img.width + x0) * 3;
  const i10 = (y0 * img.width + x1) * 3;
  const i01 = (y1 * img.width + x0) * 3;
  const i11 = (y1 * img.width + x1) * 3;
  for (let c = 0; c < 3; c++) {
    const top = d[i00 + c] + (d[i10 + c] - d[i00 + c]) * ax;
    const bottom = d[i01 + c] + (d[i11 + c] - d[i01 + c]) * ax;
    out[at + c] = top + (bottom - top) * ay;
  }
}

/**
 * Piecewise-affine warp: each triangle of the target's mesh is filled from the matching triangle
 * of the source face. Returns the region's pixels (RGB floats) and which of them a triangle covered.
 */
export function warpFace(
  source: RgbImage,
  from: readonly Pt[],
  to: readonly Pt[],
  triangles: readonly [number, number, number][],
  region: Region,
) {
  const rgb = new Float32Array(region.width * region.height * 3);
  const covered = new Uint8Array(region.width * region.height);
  for (const [a, b, c] of triangles) {
    const [ax, ay] = to[a];
    const [bx, by] = to[b];
    const [cx, cy] = to[c];
    const det = (by - cy) * (ax - cx) + (cx - bx) * (ay - cy);
    if (Math.abs(det) < 1e-6) continue;
    const x0 = Math.max(region.x, Math.floor(Math.min(ax, bx, cx)));
    const x1 = Math.min(region.x + region.width - 1, Math.ceil(Math.max(ax, bx, cx)));
    const y0 = Math.max(region.y, Math.floor(Math.min(ay, by, cy)));
    const y1 = Math.min(region.y + region.height - 1, Math.ceil(Math.max(ay, by, cy)));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const l1 = ((by - cy) * (x - cx) + (cx - bx) * (y - cy)) / det;
        const l2 = ((cy - ay) * (x - cx) + (ax - cx) * (y - cy)) / det;
        const l3 = 1 - l1 - l2;
        if (l1 < -1e-4 || l2 < -1e-4 || l3 < -1e-4) continue;
        const k = (y - region.y) * region.width + (x - region.x);
        if (covered[k]) continue;
        const sx = l1 * from[a][0] + l2 * from[b][0] + l3 * from[c][0];
        const sy = l1 * from[a][1] + l2 * from[b][1] + l3 * from[c][1];
        sample(source, sx, sy, rgb, k * 3);
        covered[k] = 1;
      }
    }
  }
  return { rgb, covered };
}
