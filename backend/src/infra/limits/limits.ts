import type { Settings } from '../../config/config.schema';
import type { Limit } from './rate-limit.service';

/** The limits of API.md, from the settings (each 0 = off). */
export function limitsFrom(s: Settings) {
  return {
    /** not a refusal: failures per username slow the attempts on it (AuthService.signIn) */
    signInPerUsername: { name: 'signin-user', max: s.SIGNIN_FAILURES_PER_USERNAME, windowSeconds: 15 * 60 },
    signInPerIp: { name: 'signin-ip', max: s.SIGNIN_FAILURES_PER_IP, windowSeconds: 15 * 60 },
    signUpPerIp: { name: 'signup-ip', max: s.SIGNUP_LIMIT_PER_HOUR, windowSeconds: 3600 },
    jobs: { name: 'jobs', max: s.JOBS_PER_MINUTE, windowSeconds: 60 },
    chatMessages: { name: 'chat', max: s.CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 },
  } satisfies Record<string, Limit>;
}

export type LimitName = keyof ReturnType<typeof limitsFrom>;
