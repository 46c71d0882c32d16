import { amountFor, MAX_AMOUNT } from './face-detail';
import { covariance } from './laplacian';

describe("the unsharp amount that restores a face's sharpness", () => {
  const face = [3, -1, 4, -1, -5, 9, -2, 6, -5, 3];
  const detail = [1, 0, 2, -1, -2, 3, -1, 2, -2, 1];
  const varianceWith = (a: number) => {
    const out = face.map((v, i) => v + a * detail[i]);
    return covariance(out, out);
  };

  it('brings the variance exactly to the goal', () => {
    const goal = 2 * covariance(face, face);
    const a = amountFor(face, detail, goal);
    expect(a).toBeGreaterThan(0);
    expect(varianceWith(a)).toBeCloseTo(goal, 6);
  });

  it('is 0 when the face is already as sharp, and never above its bound', () => {
    expect(amountFor(face, detail, covariance(face, face))).toBe(0);
    expect(amountFor(face, detail, 1e9)).toBe(MAX_AMOUNT);
  });
});
