import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import Ajv from 'ajv';
import { parse } from 'yaml';

import { configSchema } from '../src/config/config.schema';

const ROOT = resolve(__dirname, '../..');
/** The Compose Specification's JSON schema as the `dclint` package ships it (from github.com/compose-spec/compose-spec, schema/compose-spec.json). */
const SCHEMA = join(dirname(require.resolve('dclint/package.json')), 'schemas/compose.schema.json');

interface Service {
  image?: string;
  profiles?: string[];
  healthcheck?: { test: string[] | string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
}
interface ComposeFile {
  services: Record<string, Service>;
  'x-app-environment': Record<string, string>;
}

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as ComposeFile;

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification schema', () => {
    const schema = JSON.parse(readFileSync(SCHEMA, 'utf8')) as Record<string, unknown>;
    delete schema.$schema; // draft-07, which Ajv knows under its http:// name
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // and it does catch a mistake
    expect(validate({ services: { api: { image: 'x', healthcheck: { tets: ['CMD', 'true'] } } } })).toBe(false);
  });

  it('has a health check on every long-running service, the worker checked by its heartbeat', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.restart === 'no') continue; // one-shot (the bucket)
      expect({ name, healthcheck: !!service.healthcheck }).toEqual({ name, healthcheck: true });
    }
    expect(compose.services.worker.healthcheck!.test).toEqual(['CMD', 'node', 'backend/dist/worker-health.js']);
    expect(existsSync(join(ROOT, 'backend/src/worker-health.ts'))).toBe(true);
    expect(readFileSync(join(ROOT, 'docker/Dockerfile'), 'utf8')).toMatch(/^HEALTHCHECK /m);
  });

  it('runs on MinIO by default, the bucket created before any app process starts', () => {
    const env = compose['x-app-environment'];
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'])
      expect(env[name]).toMatch(/:-.+\}$/);
    expect(env.S3_ENDPOINT).toContain('http://minio:9000');
    for (const name of ['api', 'worker'])
      expect(compose.services[name].depends_on!['minio-bucket']).toEqual({
        condition: 'service_completed_successfully',
      });
    // every setting passed on is one the app knows
    const known = Object.keys(configSchema.shape);
    expect(Object.keys(env).filter((name) => !known.includes(name))).toEqual([]);
  });

  it('has a `scale` profile: two API replicas behind nginx with sticky sessions and WebSocket upgrade', () => {
    const scaled = Object.entries(compose.services)
      .filter(([, s]) => s.profiles?.includes('scale'))
      .map(([n]) => n);
    expect(scaled.sort()).toEqual(['api-2', 'nginx']);
    expect(compose.services['api-2'].environment).toEqual(compose.services.api.environment);
    const nginx = readFileSync(join(ROOT, 'docker/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/upstream api \{\s*ip_hash;\s*server api:3000[^;]*;\s*server api-2:3000/);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    // the worker may be scaled: nothing that would clash between replicas
    expect(compose.services.worker).not.toHaveProperty('ports');
    expect(compose.services.worker).not.toHaveProperty('container_name');
  });
});
