import path from 'node:path';

/** server/preload.cjs, which puts the front (server/front.cjs) before Next in the process it is loaded in. */
export const PRELOAD = path.join(__dirname, 'preload.cjs');

/**
 * A server's environment with the front loaded, for the tests and benches that start `next start`
 * themselves (as `npm start` does through NODE_OPTIONS).
 */
export function withFront(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_OPTIONS: `--require ${PRELOAD} ${env.NODE_OPTIONS ?? ''}`.trim() };
}
