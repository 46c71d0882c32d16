import { type PolicyMode, violatesAdultPolicy } from '../../src/modules/safety/content-policy';

/** Every mode of the policy (SAFETY.md section 1). */
export const ALL_MODES: readonly PolicyMode[] = ['prompt', 'character', 'chat', 'reply'];

/** One test per mode and text: the policy refuses it in that mode, or lets it through. */
export function policyCases(modes: readonly PolicyMode[], texts: readonly string[], refused: boolean): void {
  for (const mode of modes)
    it.each([...texts])(`${refused ? 'refuses' : 'passes'} in ${mode}: %s`, (text) => {
      expect(violatesAdultPolicy(text, mode)).toBe(refused);
    });
}
