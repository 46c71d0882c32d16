import { MESSAGES } from '../../../contracts';
import { loadSharp } from '../../lazy-sharp';
import { JobFailure } from '../../queue/job-failure';
import { composite, featheredMask, hullMask, matchColour, matchLight, outerMask } from './face-blend';
import { restoreDetail } from './face-detail';
import { FaceProcess, type FoundFace } from './face-process';
import { centroid, meshPoints, type Pt, regionOf, type RgbImage, triangulate, warpFace } from './face-warp';

/** Faces are looked for in a copy at most this long a side; their landmarks are scaled back. */
const DETECT_LONG_SIDE = 1024;
/** The blend mask: the landmark hull drawn this much inside, feathered by this much of the face's width. */
const MASK_SHRINK = 0.08;
const MASK_FEATHER = 0.06;
/** The light match's blur, as a fraction of the distance between the eyes. */
const LIGHT_BLUR = 0.5;
/** The target's own mouth (landmarks 48-67) is kept: their hull, feathered outwards by this much of its width. */
const MOUTH = { from: 48, to: 68, feather: 0.1 };

/** An image decoded upright to raw RGB. */
export async function decodeRgb(image: Buffer): Promise<RgbImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Face swap on this machine: the largest face of each picture is found with its 68 landmarks;
 * the source face is warped triangle by triangle (a Delaunay mesh of the target's landmarks and a
 * ring around them) onto the target's face, its colour matched to the target's, and blended in
 * through a feathered mask. The output keeps the target's size and everything outside its face.
 */
export class FaceSwapper {
  private readonly finder = new FaceProcess();

  /** A PNG of `target` wearing the face of `source`; JobFailure when either has no face. */
  async swap(target: Buffer, source: Buffer): Promise<Buffer> {
    const sharp = await loadSharp();
    const [to, from] = await Promise.all([decodeRgb(target), decodeRgb(source)]);
    const toFace = await this.largestFace(to);
    if (!toFace) throw new JobFailure(MESSAGES.noFaceFirst, false);
    const fromFace = await this.largestFace(from);
    if (!fromFace) throw new JobFailure(MESSAGES.noFaceSecond, false);
    const out = swapFace(to, toFace.points, from, fromFace.points);
    return sharp(out, { raw: { width: to.width, height: to.height, channels: 3 } })
      .png()
      .toBuffer();
  }

  /** Every face of an image, in its own pixels, optionally with descriptors. */
  async faces(image: RgbImage, describe = false): Promise<FoundFace[]> {
    const sharp = await loadSharp();
    const scale = Math.min(1, DETECT_LONG_SIDE / Math.max(image.width, image.height));
    let { data, width, height } = image;
    if (scale < 1) {
      const small = await sharp(data, { raw: { width, height, channels: 3 } })
        .resize(Math.round(width * scale), Math.round(height * scale), { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      ({ data } = small);
      ({ width, height } = small.info);
    }
    const faces = await this.finder.faces(data, width, height, describe);
    const sx = image.width / width;
    const sy = image.height / height;
    return faces.map((f) => ({
      ...f,
      box: { x: f.box.x * sx, y: f.box.y * sy, width: f.box.width * sx, height: f.box.height * sy },
      points: f.points.map(([x, y]): [number, number] => [x * sx, y * sy]),
    }));
  }

  /** The biggest face of the picture (the one a person means), if any. */
  async largestFace(image: RgbImage, describe = false): Promise<FoundFace | null> {
    const faces = await this.faces(image, describe);
    return faces.sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height)[0] ?? null;
  }

  close(): Promise<void> {
    return this.finder.close();
  }
}

/**
 * The pixel work of a swap (raw RGB in, raw RGB out, the target's size): the source face warped
 * onto the target's landmarks, its colour and light matched, its detail restored to the target
 * face's sharpness, laid in through the face's feathered mask less the mouth's (the target keeps its
 * own lips, teeth and expression: a source mouth, open or shut, never shows in the wrong shape).
 */
export function swapFace(
  target: RgbImage,
  targetPoints: readonly Pt[],
  source: RgbImage,
  sourcePoints: readonly Pt[],
): Buffer {
  const to = meshPoints(targetPoints);
  const from = meshPoints(sourcePoints);
  const triangles = triangulate(to);
  const region = regionOf(to, target.width, target.height);
  const { rgb, covered } = warpFace(source, from, to, triangles, region);
  const mask = featheredMask(targetPoints, region, 1 - MASK_SHRINK, MASK_FEATHER);
  matchColour(rgb, target, region, mask);
  matchLight(rgb, target, region, covered, eyeDistance(targetPoints) * LIGHT_BLUR);
  const mouth = outerMask(targetPoints.slice(MOUTH.from, MOUTH.to), region, MOUTH.feather);
  for (let k = 0; k < mask.length; k++) mask[k] = covered[k] ? mask[k] * (1 - mouth[k]) : 0;
  restoreDetail(rgb, target, region, mask, hullMask(targetPoints, region, 1));
  return composite(target, rgb, covered, mask, region);
}

/** The distance between the centres of the eyes (landmarks 36-41 and 42-47). */
function eyeDistance(points: readonly Pt[]): number {
  const mid = (from: number) => centroid(points.slice(from, from + 6));
  const [a, b] = [mid(36), mid(42)];
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}
