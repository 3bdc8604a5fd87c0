// A loopback reverse proxy in front of the test server that can pretend a new deployment has gone live,
// for the service worker's "a redeploy takes over cleanly" test (service-worker.spec.ts). A second real
// build would take a minute and a second server; what a redeploy changes for the browser is exactly
// what this rewrites:
//   - /service-worker.js: every precache revision changes (new offline pages, new icons), so the browser
//     sees a new worker script;
//   - every HTML page, the offline pages included: a <meta name="deployment"> with the version, so a test
//     can tell which deployment a page came from.
// Before deploy() the proxy passes everything through unchanged. It listens on 127.0.0.1 only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DeploymentProxy {
  /** The proxy's origin, e.g. http://127.0.0.1:40123 (an origin of its own: its own worker and caches). */
  url: string;
  /** From now on, answer as the given deployment. */
  deploy(version: string): void;
  close(): Promise<void>;
}

const REVISION = /revision:"([^"]+)"/g;

export async function startDeploymentProxy(upstream: string): Promise<DeploymentProxy> {
  const target = new URL(upstream);
  let version: string | null = null;

  const server = http.createServer((request, response) => {
    // Uncompressed answers, so they can be rewritten; the Host header stays the proxy's, as behind a real proxy.
    const headers = { ...request.headers };
    delete headers['accept-encoding'];
    // After a real redeploy the validators no longer match; here the upstream's would, and answer 304.
    if (version !== null) {
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forward = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (upstreamResponse) => {
        const type = String(upstreamResponse.headers['content-type'] ?? '');
        const isWorker = request.url === '/service-worker.js';
        if (version === null || !(isWorker || type.startsWith('text/html'))) {
          response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
          upstreamResponse.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on('end', () => {
          let body = Buffer.concat(chunks).toString('utf8');
          body = isWorker
            ? body.replace(REVISION, (_, revision: string) => `revision:"${version}-${revision}"`)
            : body.replace('<head>', `<head><meta name="deployment" content="${version}">`);
          const out = Buffer.from(body, 'utf8');
          const responseHeaders = { ...upstreamResponse.headers, 'content-length': String(out.length) };
          delete responseHeaders['transfer-encoding'];
          delete responseHeaders.etag;
          response.writeHead(upstreamResponse.statusCode ?? 502, responseHeaders);
          response.end(out);
        });
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy(next) {
      version = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
