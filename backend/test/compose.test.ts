import { execFileSync } from 'node:child_process';
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
  build?: unknown;
  command?: string[];
  profiles?: string[];
  ports?: string[];
  healthcheck?: { test: string[] | string };
  environment?: Record<string, string>;
  env_file?: { path: string; required: boolean }[];
  depends_on?: Record<string, { condition: string; required?: boolean }>;
  restart?: string;
  stop_grace_period?: string;
  networks?: Record<string, { ipv4_address?: string }>;
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
  logging?: { driver: string; options?: Record<string, string> };
}
interface ComposeFile {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config: { subnet: string }[] } }>;
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
    expect(scaled.sort()).toEqual(['api-2']);
    expect(compose.services['api-2'].environment).toEqual(compose.services.api.environment);
    const nginx = readFileSync(join(ROOT, 'docker/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/upstream api \{[^}]*ip_hash;\s*server api:3000[^;]*;\s*server api-2:3000/);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    // the worker may be scaled: nothing that would clash between replicas
    expect(compose.services.worker).not.toHaveProperty('ports');
    expect(compose.services.worker).not.toHaveProperty('container_name');
  });
});

const APP_SERVICES = ['migrate', 'api', 'api-2', 'worker'];
const seconds = (duration: string) => {
  const m = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration);
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0) : NaN;
};

describe('docker-compose.yml, safe by default', () => {
  it('passes dclint with 0 errors', () => {
    const cli = join(dirname(require.resolve('dclint/package.json')), 'bin/dclint.cjs');
    const out = execFileSync(process.execPath, [cli, '-f', 'json', 'docker-compose.yml'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const errors = (JSON.parse(out) as { messages: { type: string; rule: string; message: string }[] }[])
      .flatMap((file) => file.messages)
      .filter((m) => m.type === 'error');
    expect(errors).toEqual([]);
  });

  it('publishes no API port, in either mode: nginx, on its fixed address, is the way in and the one trusted proxy', () => {
    for (const name of APP_SERVICES)
      expect({ name, ports: compose.services[name].ports }).toEqual({ name, ports: undefined });
    const nginx = compose.services.nginx;
    expect(nginx.profiles).toBeUndefined();
    expect(nginx.ports).toEqual(['${BIND_ADDRESS:-127.0.0.1}:${PORT:-3000}:8080']);
    const address = nginx.networks!.default.ipv4_address!;
    expect(compose.networks.default.ipam!.config[0].subnet).toBe('172.28.0.0/24');
    expect(address).toMatch(/^172\.28\.0\.\d+$/);
    for (const name of APP_SERVICES) expect(compose.services[name].environment!.TRUST_PROXY).toBe(address);
    // the browser's address, the one nginx publishes
    expect(compose['x-app-environment'].PUBLIC_URL).toBe('${PUBLIC_URL:-http://localhost:${PORT:-3000}}');
  });

  it('hands every setting of .env.example to the containers: env_file (optional) and the environment', () => {
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const names = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(50);
    const env = compose['x-app-environment'];
    expect(names.filter((name) => !(name in env))).toEqual([]);
    for (const name of APP_SERVICES) {
      expect(compose.services[name].env_file).toEqual([{ path: '.env', required: false }]);
      expect(compose.services[name].environment).toEqual(env);
    }
    // production needs a session secret: compose stops before starting anything without one
    expect(env.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?.+\}$/);
    expect(env.NODE_ENV).toBe('production');
  });

  it('migrates once, in a one-shot service, before the APIs and the workers start', () => {
    expect(compose.services.migrate.command).toEqual(['migrate']);
    expect(compose.services.migrate.restart).toBe('no');
    expect(compose['x-app-environment'].MIGRATE_ON_BOOT).toBe('false');
    for (const name of ['api', 'api-2', 'worker'])
      expect(compose.services[name].depends_on!.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(readFileSync(join(ROOT, 'docker/entrypoint.sh'), 'utf8')).toMatch(
      /^\s*migrate\)\n\s*exec node backend\/dist\/migrate\.js/m,
    );
    expect(existsSync(join(ROOT, 'backend/src/migrate.ts'))).toBe(true);
  });

  it('gives the APIs a stop grace longer than the longest wait (Prefer: wait=60), the workers longer than their drain', () => {
    for (const name of ['api', 'api-2', 'nginx'])
      expect(seconds(compose.services[name].stop_grace_period!)).toBeGreaterThanOrEqual(65);
    expect(seconds(compose.services.worker.stop_grace_period!)).toBeGreaterThan(20);
  });

  it('pins every image to a version, limits every service and rotates its logs', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.image)
        expect({ name, image: service.image }).toEqual({
          name,
          image: expect.stringMatching(/:(?!latest$)[\w.-]+$/) as unknown,
        });
      else expect(service.build).toBeDefined();
      expect({ name, limits: service.deploy?.resources?.limits }).toEqual({
        name,
        limits: { cpus: expect.any(String) as unknown, memory: expect.any(String) as unknown },
      });
      expect({ name, logging: service.logging?.driver }).toEqual({ name, logging: 'local' });
    }
    expect(readFileSync(join(ROOT, 'docker/Dockerfile'), 'utf8')).toMatch(
      /^ARG NODE_IMAGE=node:\d+\.\d+\.\d+-bookworm-slim$/m,
    );
  });

  it('bounds Redis and never evicts (a dropped queue key is a lost job)', () => {
    const command = compose.services.redis.command!.join(' ');
    expect(command).toMatch(/--appendonly yes/);
    expect(command).toMatch(/--maxmemory \S+/);
    expect(command).toMatch(/--maxmemory-policy noeviction/);
  });

  it("has nginx re-resolve the APIs, keep a trusted hop's X-Forwarded-Proto and refuse /api/metrics", () => {
    const nginx = readFileSync(join(ROOT, 'docker/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/resolver 127\.0\.0\.11 valid=10s/);
    expect(nginx).toMatch(/zone \w+ \d+k;/);
    expect(nginx).toMatch(/server api:3000 resolve/);
    expect(nginx).toMatch(/server api-2:3000 resolve/);
    expect(nginx).toMatch(/location \^~ \/api\/metrics \{\s*return 403;/);
    expect(nginx).toMatch(/map "\$trusted_hop:\$http_x_forwarded_proto" \$forwarded_proto/);
    expect(nginx).not.toMatch(/X-Forwarded-Proto \$scheme/);
    expect(nginx.match(/proxy_set_header X-Forwarded-Proto \$forwarded_proto;/g)).toHaveLength(2);
    // the Prefer: wait=60 answers outlast the proxy's read timeout
    for (const [, timeout] of nginx.matchAll(/proxy_read_timeout (\d+)s/g))
      expect(Number(timeout)).toBeGreaterThanOrEqual(65);
  });
});
