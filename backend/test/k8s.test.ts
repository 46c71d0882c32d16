import 'reflect-metadata';

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseSettings } from '../src/config/config.schema';
import { JOB_QUEUES } from '../src/contracts';
import {
  asDecoded,
  checkKeda,
  containerEnv,
  find,
  type K8sObject,
  modelOf,
  podSpecOf,
  prodSecretKeys,
  render,
  ROOT,
  routes,
  workloads,
} from './support/k8s-manifests';

/**
 * deploy/k8s without a cluster: every overlay rendered by `kubectl kustomize`, each object checked
 * against the Kubernetes schemas (kubernetes-models) or, for KEDA's, by shape; then what the app needs
 * from them (settings, probes on real routes, roles, grace periods, scaling on the right Redis lists).
 */
const OVERLAYS = ['dev', 'prod'] as const;

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
const HAVE_KUBECTL = kubectl.status === 0;
if (!HAVE_KUBECTL) {
  console.warn(
    'k8s.test.ts: kubectl is not installed, so deploy/k8s is not rendered or checked (install kubectl to run it)',
  );
}
const describeWithKubectl = HAVE_KUBECTL ? describe : describe.skip;

describeWithKubectl.each(OVERLAYS)('deploy/k8s/overlays/%s', (overlay) => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render(overlay);
  });

  it('renders, and every object is valid against the Kubernetes schemas (KEDA by shape)', () => {
    const kinds = objects.map((o) => o.kind).sort();
    for (const kind of [
      'Deployment',
      'Job',
      'Service',
      'Ingress',
      'PodDisruptionBudget',
      'HorizontalPodAutoscaler',
      'ScaledObject',
      'NetworkPolicy',
      'ConfigMap',
    ])
      expect(kinds).toContain(kind);
    for (const object of objects) {
      if (object.apiVersion.startsWith('keda.sh/')) {
        checkKeda(object);
        continue;
      }
      const Model = modelOf(object);
      expect(() => new Model(asDecoded(object)).validate()).not.toThrow();
    }
    // and the validation does catch a mistake
    const api = find(objects, 'Deployment', 'aigirls-api');
    const broken = { ...api, spec: { ...api.spec, replicas: 'two' } };
    expect(() => new (modelOf(api))(broken).validate()).toThrow(/replicas/);
  });

  it('uses no `latest` image: each one pinned by tag (or digest)', () => {
    const images = workloads(objects).flatMap((o) => podSpecOf(o).containers.map((c) => c.image));
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) expect(image).toMatch(/(:(?!latest$)[\w.-]+|@sha256:[0-9a-f]{64})$/);
  });

  it('gives each process every setting the config schema requires in production', () => {
    for (const object of workloads(objects)) {
      for (const container of podSpecOf(object).containers) {
        const env = containerEnv(objects, container, overlay);
        // what the schema (production checks included) accepts
        const settings = parseSettings(env);
        expect(settings.NODE_ENV).toBe('production');
        expect(settings.SESSION_SECRET).toEqual(expect.any(String));
        expect(settings.MIGRATE_ON_BOOT).toBe('false');
        // managed services, never the development defaults on 127.0.0.1
        for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'])
          expect({ name, set: !!env[name] }).toEqual({ name, set: true });
        expect(settings.DATABASE_URL).not.toContain('127.0.0.1');
        expect(settings.REDIS_URL).not.toContain('127.0.0.1');
        // behind the ingress, the client's address is read from its X-Forwarded-For
        expect(settings.TRUST_PROXY).toEqual(expect.any(String));
        expect(settings.SOLANA_RECEIVER).toEqual(expect.any(String));
        // the required secrets are required by the pod too (it does not start without them)
        for (const name of ['SESSION_SECRET', 'DATABASE_URL', 'REDIS_URL'])
          expect(container.env!.find((e) => e.name === name)!.valueFrom!.secretKeyRef!.optional).toBeFalsy();
      }
    }
  });

  it('runs each role of the entrypoint, with probes on real routes and the worker on its heartbeat', () => {
    const entrypoint = readFileSync(join(ROOT, 'docker/entrypoint.sh'), 'utf8');
    const api = podSpecOf(find(objects, 'Deployment', 'aigirls-api')).containers[0];
    const worker = podSpecOf(find(objects, 'Deployment', 'aigirls-worker')).containers[0];
    const job = podSpecOf(find(objects, 'Job', 'aigirls-migrate')).containers[0];
    for (const [container, role] of [
      [api, 'api'],
      [worker, 'worker'],
      [job, 'migrate'],
    ] as const) {
      expect(container.args).toEqual([role]);
      expect(entrypoint).toMatch(new RegExp(`^\\s*${role}\\)$`, 'm'));
    }
    const known = routes();
    expect(known).toEqual(expect.arrayContaining(['/api/health', '/api/livez', '/api/config']));
    expect(api.readinessProbe!.httpGet!.path).toBe('/api/health');
    expect(api.livenessProbe!.httpGet!.path).toBe('/api/livez');
    expect(api.startupProbe!.httpGet!.path).toBe('/api/livez');
    for (const probe of [api.readinessProbe, api.livenessProbe, api.startupProbe])
      expect(known).toContain(probe!.httpGet!.path);
    // the startup probe outlasts the migrations the API waits for (waitForMigrations: 10 minutes)
    expect(api.startupProbe!.periodSeconds! * api.startupProbe!.failureThreshold!).toBeGreaterThanOrEqual(600);
    for (const probe of [worker.livenessProbe, worker.startupProbe]) {
      expect(probe!.exec!.command).toEqual(['node', 'backend/dist/worker-health.js']);
    }
    expect(existsSync(join(ROOT, 'backend/src/worker-health.ts'))).toBe(true);
  });

  it('lets the API finish its longest answer and the worker its drain before they are killed', () => {
    const api = podSpecOf(find(objects, 'Deployment', 'aigirls-api'));
    const worker = podSpecOf(find(objects, 'Deployment', 'aigirls-worker'));
    expect(api.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(65);
    const drain = Number(find(objects, 'ConfigMap', 'aigirls-config').data!.SHUTDOWN_GRACE_SECONDS);
    expect(worker.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(drain + 5);
  });

  it('runs every container as non-root on a read-only root filesystem, /tmp an emptyDir', () => {
    for (const object of workloads(objects)) {
      const spec = podSpecOf(object);
      expect(spec.securityContext?.runAsNonRoot).toBe(true);
      for (const container of spec.containers) {
        expect(container.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
        });
        const tmp = container.volumeMounts!.find((m) => m.mountPath === '/tmp')!;
        expect(spec.volumes!.find((v) => v.name === tmp.name)!.emptyDir).toBeDefined();
      }
    }
  });

  it('scales the API on CPU and the workers on the BullMQ wait lists of every queue', () => {
    const hpa = find(objects, 'HorizontalPodAutoscaler', 'aigirls-api').spec as {
      scaleTargetRef: { name: string };
      metrics: { resource: { name: string } }[];
    };
    expect(hpa.scaleTargetRef.name).toBe('aigirls-api');
    expect(hpa.metrics.map((m) => m.resource.name)).toEqual(['cpu']);
    const scaled = find(objects, 'ScaledObject', 'aigirls-worker').spec as {
      scaleTargetRef: { name: string };
      triggers: { metadata: { listName: string }; authenticationRef: { name: string } }[];
    };
    expect(scaled.scaleTargetRef.name).toBe('aigirls-worker');
    const prefix = find(objects, 'ConfigMap', 'aigirls-config').data!.QUEUE_PREFIX;
    const queues = [...new Set(Object.values(JOB_QUEUES))].sort();
    expect(scaled.triggers.map((t) => t.metadata.listName).sort()).toEqual(queues.map((q) => `${prefix}:${q}:wait`));
    for (const trigger of scaled.triggers) find(objects, 'TriggerAuthentication', trigger.authenticationRef.name);
  });

  it('puts ingress-nginx in front with room for uploads, long answers and WebSockets, sticky for long-polling', () => {
    const ingress = find(objects, 'Ingress', 'aigirls');
    const a = ingress.metadata.annotations!;
    expect(a['nginx.ingress.kubernetes.io/proxy-body-size']).toBe('32m');
    expect(Number(a['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(65);
    expect(Number(a['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(65);
    expect(a['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    const backend = (ingress.spec as { rules: { http: { paths: { backend: { service: { name: string } } }[] } }[] })
      .rules[0].http.paths[0].backend.service.name;
    find(objects, 'Service', backend);
  });

  it('keeps disruptions and traffic in bounds: PDBs for both Deployments, NetworkPolicies on every pod', () => {
    const labelsOf = (name: string) =>
      (find(objects, 'Deployment', name).spec as { template: { metadata: { labels: Record<string, string> } } })
        .template.metadata.labels;
    const pdbs = objects.filter((o) => o.kind === 'PodDisruptionBudget');
    for (const name of ['aigirls-api', 'aigirls-worker']) {
      const labels = labelsOf(name);
      const covered = pdbs.some((p) =>
        Object.entries((p.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels).every(
          ([k, v]) => labels[k] === v,
        ),
      );
      expect({ name, covered }).toEqual({ name, covered: true });
    }
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
    const deny = policies.find((p) => {
      const spec = p.spec as { policyTypes: string[]; ingress?: unknown; egress?: unknown };
      return (
        spec.policyTypes.includes('Ingress') && spec.policyTypes.includes('Egress') && !spec.ingress && !spec.egress
      );
    });
    expect(deny).toBeDefined();
  });
});

describe('deploy/k8s/overlays/prod/secrets.env.example', () => {
  it('lists every secret the manifests read, and holds no value that looks real', () => {
    const keys = prodSecretKeys();
    for (const name of [
      'SESSION_SECRET',
      'DATABASE_URL',
      'REDIS_URL',
      'S3_ACCESS_KEY',
      'S3_SECRET_KEY',
      'REDIS_ADDRESS',
      'REDIS_PASSWORD',
    ])
      expect(keys.has(name)).toBe(true);
    expect(keys.get('SESSION_SECRET')).toBe('');
  });
});
