/**
 * deploy/nginx.conf on loopback: the file as deployed, with only its `# site:` lines changed (the
 * instances' addresses, the ports, the certificate, the folders), inside a main configuration of the
 * test's own. Checks that every change found its line, so the test cannot drift from the real file.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const DEPLOYED = path.join(__dirname, '..', '..', 'deploy', 'nginx.conf');

export interface NginxOptions {
  /** The folder for the configuration, cache, logs and temporary files. */
  dir: string;
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
  certificate: string;
  key: string;
  deployment: string;
  /**
   * A second server of this nginx, not in deploy/nginx.conf: files from `root` on `port` over the same
   * TLS, `.gz` copies sent as they are. What nginx does with no instance behind it: the machine's
   * limit that the load test measures the cache against.
   */
  static?: { port: number; root: string };
}

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  throw new Error('nginx is not installed (scripts/test/ensure-nginx.sh installs it)');
}

/** Whether this nginx has the `http2` directive (1.25.1 and later), as the deployed image (1.27) has. */
export function http2Directive(): boolean {
  // `nginx -v` writes to stderr.
  const printed = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' });
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(`${printed.stdout}${printed.stderr}`)?.slice(1).map(Number);
  const [major = 0, minor = 0, patch = 0] = version ?? [];
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

/** Replaces `from` with `to` in `text`, exactly once. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const matches =
    typeof from === 'string' ? text.split(from).length - 1 : (text.match(new RegExp(from.source, `${from.flags}g`)) ?? []).length;
  if (matches !== 1) throw new Error(`deploy/nginx.conf: expected one ${String(from)}, found ${matches}`);
  return text.replace(from, to);
}

export function renderConfig(options: NginxOptions): string {
  let site = fs.readFileSync(DEPLOYED, 'utf8');
  site = replaceOnce(
    site,
    /^ {4}server web1:3000 (.*);\n {4}server web2:3000 .*;$/m,
    options.upstreams.map((address) => `    server ${address} $1;`).join('\n'),
  );
  site = replaceOnce(site, '/var/cache/nginx/vitrine', path.join(options.dir, 'cache'));
  site = replaceOnce(site, '/etc/nginx/vitrine/deployment.conf', path.join(options.dir, 'deployment.conf'));
  site = replaceOnce(site, '    listen 80;', `    listen 127.0.0.1:${options.httpPort};`);
  site = replaceOnce(site, '    listen 443 ssl;', `    listen 127.0.0.1:${options.httpsPort} ssl${http2Directive() ? '' : ' http2'};`);
  // nginx before 1.25.1 (Debian 12's 1.22) knows HTTP/2 only as a `listen` parameter.
  if (!http2Directive()) site = replaceOnce(site, /^ {4}http2 on;\n/m, '');
  site = replaceOnce(site, '/etc/nginx/tls/fullchain.pem', options.certificate);
  site = replaceOnce(site, '/etc/nginx/tls/privkey.pem', options.key);
  site = replaceOnce(site, '/var/log/nginx/vitrine.log', path.join(options.dir, 'access.log'));
  // The test's clients stand behind a load balancer on loopback that names them in X-Forwarded-For
  // (the commented example in the file), so that each gets rate limits of its own.
  site = replaceOnce(site, /^ {4}# set_real_ip_from .*$/m, '    set_real_ip_from 127.0.0.1;');
  site = replaceOnce(site, /^ {4}# real_ip_header .*$/m, '    real_ip_header X-Forwarded-For;');
  // The redirect to https keeps the test's port.
  site = replaceOnce(site, 'return 308 https://$host$request_uri;', `return 308 https://$host:${options.httpsPort}$request_uri;`);
  return `# Rendered by tests/cluster/nginx.ts from deploy/nginx.conf.
daemon off;
worker_processes 2;
worker_rlimit_nofile 16384;
pid ${path.join(options.dir, 'nginx.pid')};
error_log ${path.join(options.dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    client_body_temp_path ${path.join(options.dir, 'tmp', 'body')};
    proxy_temp_path ${path.join(options.dir, 'tmp', 'proxy')};
    fastcgi_temp_path ${path.join(options.dir, 'tmp', 'fastcgi')};
    uwsgi_temp_path ${path.join(options.dir, 'tmp', 'uwsgi')};
    scgi_temp_path ${path.join(options.dir, 'tmp', 'scgi')};
${site}
${
  options.static
    ? `
server {
    listen 127.0.0.1:${options.static.port} ssl http2;
    ssl_certificate ${options.certificate};
    ssl_certificate_key ${options.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    access_log off;
    root ${options.static.root};
    gzip_static on;
}`
    : ''
}
}
`;
}

export function deploymentFile(id: string): string {
  return `map $host $vitrine_deployment { default "${id}"; }\n`;
}

/** The pids of a master's worker processes. */
function workers(master: number): number[] {
  const out = execFileSync('ps', ['--ppid', String(master), '-o', 'pid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.includes('worker process') && !line.includes('shutting down'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

export interface Nginx {
  /** Makes `id` the deployment in the cache key and reloads nginx without dropping a connection. */
  deploy(id: string): Promise<void>;
  /** The access log's lines so far. */
  log(): string[];
  /** The error log so far: what nginx said when it failed to start, reload or serve. */
  errors(): string;
  /** How the master process ended, when it ended without `stop()`: a crash the tests must see. */
  exited(): string | null;
  stop(): Promise<void>;
}

/** Whether something accepts a TCP connection on 127.0.0.1:`port`. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const binary = nginxBinary();
  for (const folder of ['cache', 'tmp']) fs.mkdirSync(path.join(options.dir, folder), { recursive: true });
  // As root, nginx's workers run as `nobody`: they must reach and write the cache and temporary folders.
  if (process.getuid?.() === 0) {
    let folder = options.dir;
    while (folder !== path.dirname(folder)) {
      fs.chmodSync(folder, fs.statSync(folder).mode | 0o005);
      folder = path.dirname(folder);
    }
    for (const folder of ['cache', 'tmp']) execFileSync('chown', ['-R', 'nobody', path.join(options.dir, folder)]);
  }
  const config = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(config, renderConfig(options));
  fs.writeFileSync(path.join(options.dir, 'deployment.conf'), deploymentFile(options.deployment));
  execFileSync(binary, ['-t', '-q', '-e', path.join(options.dir, 'error.log'), '-p', options.dir, '-c', config], { stdio: 'pipe' });
  const child: ChildProcess = spawn(binary, ['-e', path.join(options.dir, 'error.log'), '-p', options.dir, '-c', config], {
    detached: true,
    stdio: 'ignore',
  });
  let ended: string | null = null;
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) ended = `nginx exited by itself (${code ?? signal})`;
  });
  const errorLog = path.join(options.dir, 'error.log');
  const errors = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  // Started once every port it listens on takes a connection (the pid file alone was once not enough:
  // a CI run's first request found the https port closed), or failed with what its error log says.
  const pidFile = path.join(options.dir, 'nginx.pid');
  const ports = [options.httpPort, options.httpsPort, ...(options.static ? [options.static.port] : [])];
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(pidFile) || !(await Promise.all(ports.map(accepts))).every(Boolean)) {
    if (ended || Date.now() > deadline)
      throw new Error(`nginx did not start (${ended ?? 'its ports stayed closed for 10 s'}): ${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const signal = (name: string) =>
    execFileSync(binary, ['-e', path.join(options.dir, 'error.log'), '-p', options.dir, '-c', config, '-s', name], { stdio: 'pipe' });
  return {
    async deploy(id) {
      fs.writeFileSync(path.join(options.dir, 'deployment.conf'), deploymentFile(id));
      const master = Number(fs.readFileSync(pidFile, 'utf8'));
      const old = new Set(workers(master));
      signal('reload');
      // The master reads the configuration again, starts new workers, then tells the old ones to stop
      // taking connections and to finish what they serve. Done once only new ones take connections.
      const deadline = Date.now() + 10_000;
      for (let now = workers(master); !now.length || now.some((pid) => old.has(pid)); now = workers(master)) {
        if (Date.now() > deadline) throw new Error(`nginx did not reload: ${fs.readFileSync(path.join(options.dir, 'error.log'), 'utf8')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    log: () =>
      fs.existsSync(path.join(options.dir, 'access.log'))
        ? fs.readFileSync(path.join(options.dir, 'access.log'), 'utf8').split('\n').filter(Boolean)
        : [],
    errors,
    exited: () => ended,
    async stop() {
      stopping = true;
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signal('quit');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    },
  };
}
