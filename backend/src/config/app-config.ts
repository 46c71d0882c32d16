import type { Settings } from './config.schema';

/** The validated settings, injected wherever configuration is needed. */
export class AppConfig {
  constructor(
    readonly settings: Settings,
    /** the secret that signs session tokens (only the API process has one) */
    readonly sessionSecret: string | null,
  ) {}

  get isProduction() {
    return this.settings.NODE_ENV === 'production';
  }
}
