/** Injection token of the general-purpose Redis client (throttling, health). */
export const REDIS = Symbol('REDIS');
