import type { Region, RgbImage } from './face-warp';

/** The luma (BT.601) of an image's region, one float a pixel. */
export function regionLuma(image: RgbImage, region: Region): Float32Array {
  const luma = new Float32Array(region.width * region.height);
  for (let y = 0; y < region.height; y++) {
    for (let x = 0; x < region.width; x++) {
      const i = ((y + region.y) * image.width + x + region.x) * 3;
      luma[y * region.width + x] = 0.299 * image.data[i] + 0.587 * image.data[i + 1] + 0.114 * image.data[i + 2];
    }
  }
  return luma;
}

/** The luma of RGB floats (3 a pixel), one float a pixel. */
export function planeLuma(rgb: Float32Array): Float32Array {
  const luma = new Float32Array(rgb.length / 3);
  for (let k = 0; k < luma.length; k++) luma[k] = 0.299 * rgb[k * 3] + 0.587 * rgb[k * 3 + 1] + 0.114 * rgb[k * 3 + 2];
  return luma;
}

/** The 4-neighbour Laplacian at each pixel whose weight is at least one half (and whose four neighbours are in the plane). */
export function laplacians(plane: Float32Array, width: number, height: number, weight: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const k = y * width + x;
      if (weight[k] >= 0.5) out.push(4 * plane[k] - plane[k - 1] - plane[k + 1] - plane[k - width] - plane[k + width]);
    }
  }
  return out;
}

/** The covariance of two lists of the same length (the variance of one, given twice); 0 when empty. */
export function covariance(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  if (n === 0) return 0;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (a[i] - ma) * (b[i] - mb);
  return sum / n;
}

/**
 * The variance of the Laplacian of a plane over the pixels whose weight is at least one half: the
 * usual measure of how sharp a picture is (a blur lowers it, fine detail and hard edges raise it).
 */
export function laplacianVariance(plane: Float32Array, width: number, height: number, weight: ArrayLike<number>) {
  const values = laplacians(plane, width, height, weight);
  return covariance(values, values);
}
