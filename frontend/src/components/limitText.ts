import { LIMIT_COUNTER_FROM } from '@contracts';

export interface LimitText {
  /** shown on screen (from LIMIT_COUNTER_FROM of the limit); below it only a screen reader hears the limit */
  visible: boolean;
  /** at the limit: nothing more fits */
  full: boolean;
  text: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What a field's counter says: "1,640 / 2,000" from 80 % of the limit, "2,000 / 2,000: limit reached"
 * at it, and says so when a paste was cut to fit (`cut`).
 */
export function limitText(length: number, max: number, cut = false): LimitText {
  const full = length >= max;
  const visible = length >= Math.ceil(max * LIMIT_COUNTER_FROM);
  if (!visible) return { visible, full, text: `Up to ${count(max)} characters.` };
  const shown = `${count(length)} / ${count(max)}`;
  if (cut && full) return { visible, full, text: `${shown}: limit reached, the rest of what you pasted was cut` };
  return { visible, full, text: full ? `${shown}: limit reached` : shown };
}
