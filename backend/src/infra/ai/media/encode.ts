import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { runFfmpeg, withTempDir } from './ffmpeg';
import type { Size } from './frames';

export interface Mp4Options {
  size: Size;
  fps: number;
  /** called after each frame was handed to the encoder */
  onFrame?: (index: number) => Promise<void> | void;
}

/**
 * An H.264 MP4 (yuv420p, moov atom first so it plays while downloading) from raw RGB frames of
 * `size`, which must have even sides. The frames stream into ffmpeg; none are held in memory.
 */
export async function encodeMp4(frames: AsyncIterable<Buffer>, { size, fps, onFrame }: Mp4Options): Promise<Buffer> {
  if (size.width % 2 || size.height % 2)
    throw new Error(`video frames need even sides, got ${size.width}x${size.height}`);
  return withTempDir(async (dir) => {
    const out = join(dir, 'video.mp4');
    const input = [
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${size.width}x${size.height}`,
      '-framerate',
      String(fps),
      '-i',
      'pipe:0',
    ];
    const h264 = ['-c:v', 'libx264', '-preset', 'medium', '-crf', '20', '-pix_fmt', 'yuv420p', '-profile:v', 'high'];
    await runFfmpeg([...input, '-an', ...h264, '-movflags', '+faststart', '-f', 'mp4', '-y', out], {
      input: frames,
      onChunk: onFrame,
    });
    return readFile(out);
  });
}

export const GIF_FROM_VIDEO = { longSide: 480, fps: 12, maxSeconds: 10 };

/** An animated GIF (looping forever, its own palette) from a video: long side at most 480, 12 fps, 10 s at most. */
export function videoToGif(video: Buffer): Promise<Buffer> {
  const { longSide, fps, maxSeconds } = GIF_FROM_VIDEO;
  return withTempDir(async (dir) => {
    const input = join(dir, 'input.mp4');
    const out = join(dir, 'output.gif');
    await writeFile(input, video);
    // fits in longSide x longSide, never enlarged
    const scale = `scale='min(${longSide},iw)':'min(${longSide},ih)':force_original_aspect_ratio=decrease:flags=lanczos`;
    const palette = 'split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4';
    await runFfmpeg([
      '-t',
      String(maxSeconds),
      '-i',
      input,
      '-an',
      '-vf',
      `fps=${fps},${scale},${palette}`,
      '-loop',
      '0',
      '-f',
      'gif',
      '-y',
      out,
    ]);
    return readFile(out);
  });
}
