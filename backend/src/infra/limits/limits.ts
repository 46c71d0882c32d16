import type { Settings } from '../../config/config.schema';
import { HIDE_REPORTS_PER_DAY, REPORTS_PER_HOUR } from '../../contracts';
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
    /** SAFETY.md section 4: reports per account an hour, and those with a hide-at-once reason a day */
    reports: { name: 'reports', max: REPORTS_PER_HOUR, windowSeconds: 3600 },
    hideReports: { name: 'hide-reports', max: HIDE_REPORTS_PER_DAY, windowSeconds: 24 * 3600 },
  } satisfies Record<string, Limit>;
}

export type LimitName = keyof ReturnType<typeof limitsFrom>;
