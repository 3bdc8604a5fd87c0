// deploy/compose.yaml cannot run here (no Docker engine on the test machines), and tests/cluster runs
// its parts by hand "as the compose file has it". This keeps the two from drifting: every setting the
// file passes is one the site knows, and the catalogue's wiring (docs/deployment.md) is what the
// cluster test runs: the worker syncs into the shared volume, seeded from the image's data folder, and
// the web instances follow its releases there, read-only, without syncing themselves.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EnvSchema } from '@/lib/platform/env';

interface Service {
  environment?: Record<string, string>;
  volumes?: string[];
  build?: { target?: string };
}
const compose = parse(fs.readFileSync(path.join(__dirname, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { web1, web2, worker } = compose.services as Record<'web1' | 'web2' | 'worker', Service>;
/** The folder a service mounts `volume` at, and whether read-only. */
const mount = (service: Service, volume: string) => {
  const entry = service.volumes?.find((v) => v.startsWith(`${volume}:`));
  if (!entry) return null;
  const [, at, mode] = entry.split(':');
  return { at, readOnly: mode === 'ro' };
};

describe('deploy/compose.yaml', () => {
  it('passes only settings the site knows', () => {
    const known = new Set(Object.keys(EnvSchema.shape));
    for (const [name, service] of Object.entries(compose.services))
      if (service.build)
        for (const key of Object.keys(service.environment ?? {})) expect(known.has(key), `${name}: ${key}`).toBe(true);
  });

  it('the worker syncs into the catalogue volume and the web instances follow its releases there', () => {
    expect(compose.volumes).toHaveProperty('catalogue');
    const data = worker.environment?.VITRINE_DATA_DIR;
    expect(mount(worker, 'catalogue')).toEqual({ at: data, readOnly: false });
    // Seeded from the image's own data folder (deploy/Dockerfile copies data/ to /app/data).
    expect(worker.environment?.VITRINE_DATA_SEED).toBe('/app/data');
    expect(fs.readFileSync(path.join(__dirname, 'Dockerfile'), 'utf8')).toMatch(/^COPY data \.\/data$/m);
    expect(worker.environment?.VITRINE_RELEASES_DIR).toBeUndefined();
    expect(worker.environment?.CRM_POLL_SECONDS).not.toBe('0');
    for (const web of [web1, web2]) {
      expect(mount(web, 'catalogue')).toEqual({ at: data, readOnly: true });
      expect(web.environment?.VITRINE_RELEASES_DIR).toBe(`${data}/.crm/releases`);
      expect(web.environment?.CRM_POLL_SECONDS).toBe('0');
      expect(web.environment?.VITRINE_OUTBOX).toBe('off');
    }
  });
});
