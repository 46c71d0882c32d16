import { blur } from './face-blend';
import type { Region, RgbImage } from './face-warp';
import { covariance, laplacians, laplacianVariance, planeLuma, regionLuma } from './laplacian';

/** The unsharp mask's blur (pixels): the detail it lifts is the finest the warp softened. */
const DETAIL_SIGMA = 1.2;
/** At most this amount: past it, JPEG blocks and noise would be lifted more than the face. */
export const MAX_AMOUNT = 3;

/**
 * Detail restored in the warped face, in place, before it is laid in: the source face is usually
 * smaller than the target's, so the warp enlarges it and its bilinear samples (then the colour and
 * light match, then the blend with the target at the mask's soft edge) soften it. An unsharp mask on
 * it (w + a·(w − blur w)) brings the sharpness of the picture that will be shown (the Laplacian
 * variance of the luma of t·(1 − m) + m·w, inside the face `inside`) up to the target face's.
 * Everything here is linear, so that Laplacian is L + a·D (L the plain composite's, D that of the
 * detail m·(w − blur w)), and `a` is found exactly, once. Lifting the source's own detail (not adding
 * the target's) keeps the face the source's. `blend` is m, the warped face's weight at each pixel.
 * Returns a.
 */
export function restoreDetail(
  warped: Float32Array,
  target: RgbImage,
  region: Region,
  blend: Float32Array,
  inside: Float32Array,
): number {
  const { width, height } = region;
  const targetLuma = regionLuma(target, region);
  const goal = laplacianVariance(targetLuma, width, height, inside);
  const luma = planeLuma(warped);
  const soft = softened(luma, width, height);
  const plain = luma.map((v, k) => targetLuma[k] * (1 - blend[k]) + v * blend[k]);
  const detail = luma.map((v, k) => (v - soft[k]) * blend[k]);
  const amount = amountFor(laplacians(plain, width, height, inside), laplacians(detail, width, height, inside), goal);
  if (amount === 0) return 0;
  for (let c = 0; c < 3; c++) {
    const plane = new Float32Array(width * height);
    for (let k = 0; k < plane.length; k++) plane[k] = warped[k * 3 + c];
    const planeSoft = softened(plane, width, height);
    for (let k = 0; k < plane.length; k++) warped[k * 3 + c] = plane[k] + amount * (plane[k] - planeSoft[k]);
  }
  return amount;
}

/**
 * The unsharp amount a ≥ 0 that brings var(L + a·D) up to `goal` (0 when var(L) is already there):
 * the positive root of var(D)·a² + 2·cov(L, D)·a + var(L) − goal = 0, at most MAX_AMOUNT.
 */
export function amountFor(face: readonly number[], detail: readonly number[], goal: number): number {
  const [vf, vd, cov] = [covariance(face, face), covariance(detail, detail), covariance(face, detail)];
  if (vf >= goal) return 0;
  if (vd <= 0) return MAX_AMOUNT;
  const a = (-cov + Math.sqrt(cov * cov + vd * (goal - vf))) / vd;
  return Math.min(MAX_AMOUNT, Math.max(0, a));
}

function softened(plane: Float32Array, width: number, height: number): Float32Array {
  const soft = Float32Array.from(plane);
  blur(soft, width, height, DETAIL_SIGMA);
  return soft;
}
