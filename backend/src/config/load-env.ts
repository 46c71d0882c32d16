import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse } from 'dotenv';

import { parseSettings, type Settings } from './config.schema';

/** The project's .env: the working directory's, which `npm start` and docker set to the project root. */
export const envFilePath = () => resolve(process.cwd(), '.env');

/** Reads .env (the real environment wins) and validates everything. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const file = envFilePath();
  const fromFile = existsSync(file) ? parse(readFileSync(file)) : {};
  return parseSettings({ ...fromFile, ...env });
}

/**
 * Sessions need a secret. In development one is generated into .env on first start, so a
 * fresh clone runs without setup; in production a missing secret stops the process.
 */
export function ensureSessionSecret(settings: Settings): string {
  if (settings.SESSION_SECRET) return settings.SESSION_SECRET;
  if (settings.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production (at least 32 characters)');
  }
  const secret = randomBytes(32).toString('base64url');
  appendFileSync(envFilePath(), `\n# generated on first start\nSESSION_SECRET=${secret}\n`);
  return secret;
}
