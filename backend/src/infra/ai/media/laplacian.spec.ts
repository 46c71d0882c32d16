import { blur } from './face-blend';
import { laplacianVariance, planeLuma, regionLuma } from './laplacian';

const SIDE = 32;
const everywhere = new Float32Array(SIDE * SIDE).fill(1);

/** A black and white checkerboard of 4-pixel squares. */
function checkerboard(): Float32Array {
  const plane = new Float32Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE; x++) plane[y * SIDE + x] = (Math.floor(x / 4) + Math.floor(y / 4)) % 2 ? 255 : 0;
  return plane;
}

describe('Laplacian variance (how sharp a picture is)', () => {
  it('is 0 for a flat grey, and for a smooth ramp', () => {
    expect(laplacianVariance(new Float32Array(SIDE * SIDE).fill(128), SIDE, SIDE, everywhere)).toBe(0);
    const ramp = Float32Array.from({ length: SIDE * SIDE }, (_, k) => (k % SIDE) * 3);
    expect(laplacianVariance(ramp, SIDE, SIDE, everywhere)).toBeCloseTo(0, 6);
  });

  it('drops when the picture is blurred, more the more it is blurred', () => {
    const sharp = checkerboard();
    const [soft, softer] = [Float32Array.from(sharp), Float32Array.from(sharp)];
    blur(soft, SIDE, SIDE, 0.8);
    blur(softer, SIDE, SIDE, 2);
    const [a, b, c] = [sharp, soft, softer].map((p) => laplacianVariance(p, SIDE, SIDE, everywhere));
    expect(a).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(c);
    expect(c).toBeGreaterThan(0);
  });

  it('counts only the pixels of the region asked for (weight at least one half)', () => {
    const plane = checkerboard();
    for (let k = 0; k < plane.length; k++) if (k % SIDE >= SIDE / 2) plane[k] = 100; // right half flat
    const right = Float32Array.from({ length: SIDE * SIDE }, (_, k) => (k % SIDE > SIDE / 2 ? 0.6 : 0.4));
    expect(laplacianVariance(plane, SIDE, SIDE, right)).toBe(0);
    expect(
      laplacianVariance(
        plane,
        SIDE,
        SIDE,
        right.map((w) => 1 - w),
      ),
    ).toBeGreaterThan(1000);
  });

  it('reads the luma of an RGB image and of RGB floats alike', () => {
    const data = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const fromImage = regionLuma({ data, width: 2, height: 2 }, { x: 0, y: 0, width: 2, height: 2 });
    expect(Array.from(fromImage)).toEqual(Array.from(planeLuma(Float32Array.from(data))));
    expect(fromImage[0]).toBeCloseTo(76.245, 3);
  });
});
