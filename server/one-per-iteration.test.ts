/**
 * server/front.cjs: a server started with server/preload.cjs (as `npm start` starts Next) starts
 * requests one per event-loop iteration, in the order they arrived (docs/decisions/0023, amendment 13),
 * so that a saturated server still accepts new connections: libuv accepts one per iteration. The
 * server runs in a process of its own, created with `http.createServer` as `next start` creates it; the
 * clients here keep it saturated while a crowd of new visitors connects at once. What is counted is
 * requests, not time: how many other requests the server handled while a newcomer waited. The test
 * fails without the preload (`node -e` alone).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOAD } from './with-front';

// A request costs the server 2 ms of CPU, as a rendered page does; each answer says how many requests
// the server had handled when it handled this one.
const SERVER = `
const http = require('node:http');
let handled = 0;
const server = http.createServer(((req, res) => {
  const until = performance.now() + 2;
  while (performance.now() < until);
  res.end(String(++handled));
}));
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;

const BUSY = 100;
const NEWCOMERS = 100;

let server: ChildProcess;
let origin: string;

beforeAll(async () => {
  server = spawn(process.execPath, ['--require', PRELOAD, '-e', SERVER], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    server.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    server.once('exit', (code) => reject(new Error(`the server ended (exit ${code})`)));
  });
  origin = `http://127.0.0.1:${port}`;
}, 30_000);

afterAll(() => {
  server?.kill();
});

/** One GET; the server's count for it. */
function get(agent: http.Agent | false): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(origin, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(Number(body)));
      })
      .on('error', reject);
  });
}

describe('a server with the front, under load', () => {
  it('accepts a crowd of new connections while saturated: each newcomer waits about one round of the busy connections, not one per connection ahead of it', async () => {
    let latest = 0;
    let running = true;
    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: BUSY });
    const busy = Array.from({ length: BUSY }, async () => {
      while (running) latest = Math.max(latest, await get(busyAgent));
    });
    // Saturated: every busy connection has been answered a few times.
    while (latest < BUSY * 5) await new Promise((resolve) => setTimeout(resolve, 50));

    // A crowd of new visitors, each on a connection of its own, all at once.
    const waited = await Promise.all(
      Array.from({ length: NEWCOMERS }, async () => {
        const before = latest;
        return (await get(false)) - before;
      }),
    );
    running = false;
    await Promise.all(busy);
    busyAgent.destroy();

    // One round is every connection once (BUSY + NEWCOMERS); without the front, the last newcomers wait for
    // about one round per connection accepted before them (thousands of requests).
    const round = BUSY + NEWCOMERS;
    expect(
      Math.max(...waited),
      `requests handled while a newcomer waited: ${[...waited].sort((a, b) => a - b).join(' ')}`,
    ).toBeLessThanOrEqual(3 * round);
  }, 120_000);
});
