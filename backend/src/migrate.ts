import 'reflect-metadata';

import { loadSettings } from './config/load-env';
import { prepareDatabase } from './infra/database/prepare-database';

/**
 * The `migrate` role (docker/entrypoint.sh migrate; the Kubernetes migrations Job): creates the database
 * if missing, runs the pending migrations under an advisory lock, prints what ran and exits. The API and
 * the worker, started with MIGRATE_ON_BOOT=false, wait for it instead of migrating themselves.
 */
async function main() {
  const settings = loadSettings();
  const ran = await prepareDatabase(settings.DATABASE_URL);
  console.log(ran.length ? `migrations run: ${ran.join(', ')}` : 'no migration pending');
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(err.message.startsWith('Invalid configuration') ? err.message : err);
    process.exit(1);
  },
);
