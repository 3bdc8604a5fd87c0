/**
 * The deployment of docs/deployment.md on loopback, from real parts: a PostgreSQL cluster, two web
 * instances (`next start` of one build, sharing VITRINE_SECRET as a deployment must), one outbox
 * worker (the compiled `.commands/worker.mjs`, as the image runs it; the instances run with
 * VITRINE_OUTBOX=off), a real SMTP server, and nginx with deploy/nginx.conf terminating TLS in front.
 * The worker also syncs the catalogue from a fake Omnicasa (tests/crm/fake-omnicasa.ts: a real HTTP
 * server on loopback speaking Omnicasa's wire; the CRM is the one part that lives outside our machine)
 * into a data folder of its own, seeded from data/ as the image's worker seeds its volume, and the
 * instances follow the releases it publishes there (VITRINE_RELEASES_DIR), as deploy/compose.yaml has it.
 * Each part can be stopped and started again, for the fault tests. Started by tests/cluster/cluster.spec.ts;
 * scripts/test/test-cluster.sh makes the certificate (NODE_EXTRA_CA_CERTS must be set before Node starts)
 * and runs the spec.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { builtDeploymentId } from '@/lib/platform/deployment';
import { groupAlive } from '@/tests/support/process-group';
import { smtpRecorder, type SmtpRecorder } from '@/tests/support/smtp-recorder';
import { FAKE_PASSWORD, FAKE_USER, startFakeOmnicasa, type FakeOmnicasa } from '@/tests/crm/fake-omnicasa';
import { startNginx, type Nginx } from './nginx';
import { withFront } from '../../server/with-front';

const ROOT = path.join(__dirname, '..', '..');
const BASE = Number(process.env.CLUSTER_PORT) || 3400;

export const PORTS = {
  web: [BASE + 1, BASE + 2],
  http: BASE + 3,
  https: BASE + 4,
  smtp: BASE + 5,
  postgres: BASE + 6,
  static: BASE + 7,
  crm: BASE + 8,
} as const;
/** The site's address: nginx, over TLS, as visitors reach it. */
export const SITE = `https://localhost:${PORTS.https}`;
export const INSTANCES = PORTS.web.map((port) => `http://localhost:${port}`);

/** A build the instances run: the main one, or another deployment (scripts/test/build-variant.sh's). */
export interface Build {
  distDir: string;
  dataDir?: string;
  /** Its instances follow the catalogue releases the worker's sync publishes (the CRM's catalogue). */
  live?: boolean;
}
export const MAIN_BUILD: Build = { distDir: '.next', live: true };
export const VARIANT_BUILD: Build = { distDir: '.next-variant', dataDir: '.data/variant-data' };

export function deploymentOf(build: Build): string {
  const id = builtDeploymentId(path.join(ROOT, build.distDir));
  if (!id) throw new Error(`no production build in ${build.distDir} (npm run build; scripts/test/build-variant.sh)`);
  return id;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await wait(250);
  }
}

export class Cluster {
  private madeDir: string | null = null;
  /**
   * The cluster's folder, made on first use: Playwright also loads the spec in its runner process,
   * where the cluster never starts (and is never stopped), so a folder made on construction was left
   * behind, empty, by every run.
   */
  get dir(): string {
    return (this.madeDir ??= fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'vitrine-cluster-')));
  }
  readonly secret = randomBytes(32).toString('base64url');
  readonly databaseUrl = `postgresql://postgres@127.0.0.1:${PORTS.postgres}/vitrine`;
  /** The SMTP server, while it runs. */
  smtp: SmtpRecorder | null = null;
  /** Every mail the SMTP server received, across its restarts. */
  readonly mails: SmtpRecorder['mails'] = [];
  nginx!: Nginx;
  pool!: pg.Pool;
  /** The agency's CRM, faked. */
  crm!: FakeOmnicasa;
  build: Build = MAIN_BUILD;
  /** Parts that exited without being stopped: a crash, which fails the test that saw it. */
  readonly crashes: string[] = [];
  private stopped = new Set<ChildProcess>();
  private web: (ChildProcess | null)[] = [null, null];
  private worker: ChildProcess | null = null;

  /** The folder nginx's static server (the load test's yardstick) serves. */
  get staticRoot() {
    return path.join(this.dir, 'static');
  }

  /** The worker's data folder, which it syncs into: a volume of its own in deploy/compose.yaml. */
  get catalogueDir() {
    return path.join(this.dir, 'catalogue');
  }

  /** The release the worker's sync made current, or null. */
  currentRelease(): string | null {
    try {
      return fs.readFileSync(path.join(this.catalogueDir, '.crm', 'releases', 'current'), 'utf8').trim();
    } catch {
      return null;
    }
  }

  private get pgDir() {
    return path.join(this.dir, 'postgres');
  }

  private env(extra: Record<string, string>): NodeJS.ProcessEnv {
    return {
      ...process.env,
      DATABASE_URL: this.databaseUrl,
      VITRINE_SECRET: this.secret,
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      VITRINE_SITE_URL: SITE,
      NEXT_DIST_DIR: this.build.distDir,
      VITRINE_DATA_DIR: this.build.dataDir ?? '',
      CRM_URL: this.crm.url,
      CRM_USER: FAKE_USER,
      CRM_PASSWORD: FAKE_PASSWORD,
      ...extra,
    };
  }

  private spawnLogged(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
    const log = fs.openSync(path.join(this.dir, `${name}.log`), 'a');
    const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', log, log], env });
    fs.closeSync(log);
    child.on('exit', (code, signal) => {
      if (!this.stopped.has(child)) this.crashes.push(`${name} exited by itself (${code ?? signal})`);
    });
    return child;
  }

  async start(): Promise<void> {
    const admin = execFileSync(
      'bash',
      [path.join(ROOT, 'scripts', 'test', 'postgres-cluster.sh'), 'start', this.pgDir, String(PORTS.postgres)],
      { encoding: 'utf8' },
    ).trim();
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query('CREATE DATABASE vitrine');
    await client.end();
    this.pool = new pg.Pool({ connectionString: this.databaseUrl, max: 3 });
    // The pool reconnects after the database comes back; an idle client losing its server is expected.
    this.pool.on('error', () => undefined);
    fs.mkdirSync(this.staticRoot, { mode: 0o755 });
    await this.startSmtp();
    this.crm = await startFakeOmnicasa({ port: PORTS.crm });
    // One instance first: it creates the tables (instances migrate one at a time, under a lock).
    await this.startWeb(0);
    await Promise.all([this.startWeb(1), this.startWorker()]);
    // The worker's first sync publishes the CRM's catalogue as the first release; the tests start once
    // both instances serve it.
    await until('the first catalogue release', async () => this.currentRelease() !== null, 90_000);
    await until(
      'both instances serving the first release',
      async () => {
        const release = this.currentRelease()!;
        const etags = await Promise.all(INSTANCES.map(async (origin) => (await fetch(`${origin}/nl/`)).headers.get('etag') ?? ''));
        return etags.every((etag) => etag.includes(release));
      },
      30_000,
    );
    this.nginx = await startNginx({
      dir: path.join(this.dir, 'nginx'),
      upstreams: PORTS.web.map((port) => `127.0.0.1:${port}`),
      httpPort: PORTS.http,
      httpsPort: PORTS.https,
      certificate: required('CLUSTER_TLS_CERT'),
      key: required('CLUSTER_TLS_KEY'),
      deployment: deploymentOf(this.build),
      static: { port: PORTS.static, root: this.staticRoot },
    });
  }

  async startSmtp(): Promise<void> {
    this.smtp = await smtpRecorder(PORTS.smtp, { mails: this.mails });
  }

  async stopSmtp(): Promise<void> {
    await this.smtp?.close();
    this.smtp = null;
  }

  async startWeb(i: number): Promise<void> {
    const state = path.join(this.dir, `web${i}`);
    this.web[i] = this.spawnLogged(
      `web${i}`,
      'npx',
      ['next', 'start', '-p', String(PORTS.web[i]), '-H', 'localhost'],
      withFront(
        this.env({
          VITRINE_OUTBOX: 'off',
          VITRINE_STATE_DIR: state,
          TRUSTED_PROXIES: '1',
          // The sync is the worker's; these follow what it publishes.
          CRM_POLL_SECONDS: '0',
          VITRINE_RELEASES_DIR: this.build.live ? path.join(this.catalogueDir, '.crm', 'releases') : '',
        }),
      ),
    );
    await until(`web instance ${i}`, async () => (await fetch(`${INSTANCES[i]}/en/login/`)).status === 200, 90_000);
  }

  /** Stops instance `i`: SIGKILL, as a crash or an out-of-memory kill does, or SIGTERM. */
  stopWeb(i: number, signal: NodeJS.Signals = 'SIGTERM'): void {
    this.kill(this.web[i], signal);
    this.web[i] = null;
  }

  private kill(child: ChildProcess | null | undefined, signal: NodeJS.Signals): void {
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    this.stopped.add(child);
    process.kill(-child.pid, signal);
  }

  async startWorker(): Promise<void> {
    // The compiled worker, as the image runs it (deploy/Dockerfile; scripts/test/test-cluster.sh compiles it).
    this.worker = this.spawnLogged(
      'worker',
      process.execPath,
      ['.commands/worker.mjs'],
      this.env({
        VITRINE_STATE_DIR: path.join(this.dir, 'worker'),
        VITRINE_LOG_LEVEL: 'info',
        // Its data folder of its own, seeded from the build's at start, as deploy/compose.yaml's worker.
        VITRINE_DATA_DIR: this.catalogueDir,
        VITRINE_DATA_SEED: path.join(ROOT, MAIN_BUILD.dataDir ?? 'data'),
        // The shortest poll the setting allows (the default is 20 s).
        CRM_POLL_SECONDS: '10',
      }),
    );
    await until(
      'the outbox worker',
      async () => /"scope":"worker".*"msg":"delivering"/.test(fs.readFileSync(path.join(this.dir, 'worker.log'), 'utf8')),
      60_000,
    );
  }

  /** Replaces both instances with `build` and makes it nginx's deployment: a new deployment. */
  async deploy(build: Build): Promise<void> {
    this.build = build;
    for (const i of [0, 1]) {
      const old = this.web[i];
      this.stopWeb(i);
      // Until the old server's whole group is gone, and its kept-alive connections with it: a pooled
      // connection to the old server once answered the new one's readiness check below.
      // Its port is closed then too.
      if (old?.pid) await until(`web instance ${i} to exit`, async () => !groupAlive(old.pid!), 20_000);
      await this.startWeb(i);
    }
    await this.nginx.deploy(deploymentOf(build));
  }

  pauseDatabase(): void {
    execFileSync('bash', [path.join(ROOT, 'scripts', 'test', 'postgres-cluster.sh'), 'pause', this.pgDir]);
  }

  resumeDatabase(): void {
    execFileSync('bash', [path.join(ROOT, 'scripts', 'test', 'postgres-cluster.sh'), 'resume', this.pgDir]);
  }

  /** The log a part wrote (web0, web1, worker), for a failing test's message. */
  logOf(name: string): string {
    const file = path.join(this.dir, `${name}.log`);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  }

  /** Stops every part, each whatever happened to the others. */
  async stop(): Promise<void> {
    const steps: (() => unknown)[] = [
      () => this.stopWeb(0),
      () => this.stopWeb(1),
      () => this.kill(this.worker, 'SIGTERM'),
      () => this.nginx?.stop(),
      () => this.stopSmtp(),
      () => this.crm?.close(),
      () => this.pool?.end(),
      () => execFileSync('bash', [path.join(ROOT, 'scripts', 'test', 'postgres-cluster.sh'), 'stop', this.pgDir]),
    ];
    const errors: unknown[] = [];
    for (const step of steps)
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => errors.push(error));
    if (!process.env.CLUSTER_KEEP && this.madeDir) fs.rmSync(this.madeDir, { recursive: true, force: true });
    if (errors.length) throw new AggregateError(errors, 'the cluster did not stop cleanly');
  }
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the cluster tests with npm run test:cluster`);
  return value;
}
