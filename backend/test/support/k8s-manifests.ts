import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { PATH_METADATA } from '@nestjs/common/constants';
import { parseAllDocuments } from 'yaml';

import { HealthController } from '../../src/modules/health/health.controller';
import { PublicController } from '../../src/modules/health/public.controller';

/** deploy/k8s rendered by `kubectl kustomize`, and what k8s.test.ts reads from its objects. */
export const ROOT = resolve(__dirname, '../../..');
const K8S = join(ROOT, 'deploy/k8s');
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string>; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
  exec?: { command: string[] };
  periodSeconds?: number;
  failureThreshold?: number;
}
interface Container {
  name: string;
  image: string;
  args?: string[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  env?: EnvVar[];
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  containers: Container[];
  volumes?: { name: string; emptyDir?: object }[];
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean };
}

export function render(overlay: string): K8sObject[] {
  const out = spawnSync('kubectl', ['kustomize', join(K8S, 'overlays', overlay)], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed:\n${out.stderr}`);
  return parseAllDocuments(out.stdout).map((doc) => doc.toJS() as K8sObject);
}

/** The kubernetes-models class of an object: kubernetes-models/<group>/<version> exports one per kind. */
export function modelOf(object: K8sObject): { new (data: unknown): { validate(): void } } {
  const path = object.apiVersion.includes('/') ? object.apiVersion : `v1`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const group = require(`kubernetes-models/${path}`) as Record<string, { new (data: unknown): { validate(): void } }>;
  const model = group[object.kind];
  if (!model) throw new Error(`kubernetes-models has no ${object.apiVersion} ${object.kind}`);
  return model;
}

/** KEDA's CRDs are not in kubernetes-models: their shape, as KEDA 2.x documents it. */
export function checkKeda(object: K8sObject): void {
  const spec = object.spec as Record<string, unknown>;
  if (object.kind === 'TriggerAuthentication') {
    const refs = spec.secretTargetRef as { parameter: string; name: string; key: string }[];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(Object.keys(ref).sort()).toEqual(['key', 'name', 'parameter']);
    return;
  }
  expect(object.kind).toBe('ScaledObject');
  expect(spec.scaleTargetRef).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment' });
  expect(Number.isInteger(spec.minReplicaCount) && Number.isInteger(spec.maxReplicaCount)).toBe(true);
  for (const trigger of spec.triggers as {
    type: string;
    metadata: Record<string, unknown>;
    authenticationRef?: { name: string };
  }[]) {
    expect(trigger.type).toBe('redis');
    for (const value of Object.values(trigger.metadata)) expect(typeof value).toBe('string');
    expect(trigger.metadata).toMatchObject({
      listName: expect.any(String) as unknown,
      listLength: expect.stringMatching(/^\d+$/) as unknown,
    });
    expect(trigger.authenticationRef?.name).toEqual(expect.any(String));
  }
}

/**
 * kustomize wraps long base64 values of a Secret over several lines, which the API server's decoder
 * (Go's base64, which skips newlines) reads as one; the schema's `byte` format does not: unwrap them.
 */
export function asDecoded(object: K8sObject): K8sObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  return {
    ...object,
    data: Object.fromEntries(Object.entries(object.data).map(([k, v]) => [k, v.replace(/\s+/g, '')])),
  };
}

export const find = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};
export const podSpecOf = (object: K8sObject) => (object.spec as { template: { spec: PodSpec } }).template.spec;
export const workloads = (objects: K8sObject[]) => objects.filter((o) => o.kind === 'Deployment' || o.kind === 'Job');

/** The keys the prod Secret must hold, as overlays/prod/secrets.env.example lists them. */
export function prodSecretKeys(): Map<string, string> {
  const text = readFileSync(join(K8S, 'overlays/prod/secrets.env.example'), 'utf8');
  return new Map([...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]));
}

/** Stand-ins for the prod Secret's values (the real ones are not in git): well-formed, like real ones. */
const STAND_INS: Record<string, string> = {
  SESSION_SECRET: 'a'.repeat(48),
  DATABASE_URL: 'postgres://app:password@db.internal:5432/aigirls?sslmode=require',
  REDIS_URL: 'rediss://:password@redis.internal:6379',
};

/** The environment a container starts with: its ConfigMaps, then its own entries (secret ones resolved). */
export function containerEnv(objects: K8sObject[], container: Container, overlay: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) Object.assign(env, find(objects, 'ConfigMap', from.configMapRef.name).data);
  }
  const secrets = objects.filter((o) => o.kind === 'Secret');
  for (const entry of container.env ?? []) {
    if (entry.value !== undefined) env[entry.name] = entry.value;
    const ref = entry.valueFrom?.secretKeyRef;
    if (!ref) continue;
    const secret = secrets.find((s) => s.metadata.name === ref.name);
    if (secret) {
      const value = secret.data?.[ref.key];
      if (value !== undefined) env[entry.name] = Buffer.from(value, 'base64').toString('utf8');
      else expect({ overlay, key: ref.key, optional: ref.optional }).toEqual({ overlay, key: ref.key, optional: true });
    } else {
      // prod: the Secret is created from secrets.env.example's keys
      expect({ overlay, key: ref.key, listed: prodSecretKeys().has(ref.key) }).toEqual({
        overlay,
        key: ref.key,
        listed: true,
      });
      if (!ref.optional) env[entry.name] = STAND_INS[ref.key] ?? `value-of-${ref.key.toLowerCase()}`;
    }
  }
  return env;
}

/** Every GET route of the API process's controllers that probes may use, with the global /api prefix. */
export function routes(): string[] {
  const paths: string[] = [];
  for (const controller of [HealthController, PublicController]) {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const method = (controller.prototype as unknown as Record<string, unknown>)[name];
      if (typeof method !== 'function' || name === 'constructor') continue;
      const path = Reflect.getMetadata(PATH_METADATA, method) as string | undefined;
      if (path === undefined) continue;
      paths.push(
        `/api/${[base, path]
          .map((p) => p.replace(/^\/|\/$/g, ''))
          .filter(Boolean)
          .join('/')}`,
      );
    }
  }
  return paths;
}
