/** How the camera moves over the still image. */
export type Motion = 'zoom-in' | 'zoom-out' | 'pan-left' | 'pan-right';

/** Phrases first, then single words; a gentle zoom in when the prompt names no movement. */
const CUES: readonly (readonly [RegExp, Motion])[] = [
  [
    /\bzoom(?:s|ing)?[- ]?out\b|\bpull(?:s|ing)?[- ]?back\b|\bdolly[- ]?out\b|\bwiden(?:s|ing)?\b|\bfurther\b|\bfarther\b/,
    'zoom-out',
  ],
  [/\bzoom(?:s|ing)?[- ]?in\b|\bcloser\b|\bclose[- ]?up\b|\bpush(?:es|ing)?[- ]?in\b|\bdolly[- ]?in\b/, 'zoom-in'],
  [/\bpan(?:s|ning)?[- ]?(?:to (?:the )?)?left\b/, 'pan-left'],
  [/\bpan(?:s|ning)?[- ]?(?:to (?:the )?)?right\b/, 'pan-right'],
  [/\bleft(?:wards?)?\b/, 'pan-left'],
  [/\bright(?:wards?)?\b/, 'pan-right'],
];

export function motionFromPrompt(prompt: string): Motion {
  const text = prompt.toLowerCase();
  return CUES.find(([cue]) => cue.test(text))?.[1] ?? 'zoom-in';
}

/** A crop window over the source, as shares of its width and height (0..1). */
export interface Window {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** how far in a zoom goes: the window shrinks to 1/ZOOM of the frame */
export const ZOOM = 1.2;
/** the window a pan slides, as a share of the frame */
const PAN_SCALE = 1 / 1.15;

/** The window at `t` (0 = start, 1 = end of the movement). */
export function windowAt(motion: Motion, t: number): Window {
  const k = Math.min(1, Math.max(0, t));
  switch (motion) {
    case 'zoom-in':
    case 'zoom-out': {
      const z = motion === 'zoom-in' ? k : 1 - k;
      const size = 1 / (1 + (ZOOM - 1) * z);
      // towards the upper middle, where a portrait's face is
      return { left: (1 - size) / 2, top: (1 - size) * 0.35, width: size, height: size };
    }
    case 'pan-left':
    case 'pan-right': {
      const room = 1 - PAN_SCALE;
      // the camera turns left: the window slides from the right side to the left
      const left = motion === 'pan-left' ? room * (1 - k) : room * k;
      return { left, top: room / 2, width: PAN_SCALE, height: PAN_SCALE };
    }
  }
}

/** Smooth start and stop. */
export const easeInOut = (t: number) => t * t * (3 - 2 * t);

/** There and back again, so the last frame leads into the first (for a looping GIF). */
export const pingPong = (i: number, count: number) => (1 - Math.cos((2 * Math.PI * i) / count)) / 2;
