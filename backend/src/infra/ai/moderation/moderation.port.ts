/** A second opinion on a text that can reach an image prompt (SAFETY.md: MODERATION_PROVIDER). */
export abstract class Moderation {
  /** True when the text is flagged as sexual content involving minors; throws when the service does not answer. */
  abstract flagsMinors(text: string): Promise<boolean>;
}

/** MODERATION_PROVIDER=none: the rule check alone decides. */
export class NoModeration extends Moderation {
  flagsMinors(): Promise<boolean> {
    return Promise.resolve(false);
  }
}
