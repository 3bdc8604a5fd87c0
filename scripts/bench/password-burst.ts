/**
 * Peak memory of a burst of logins: `--logins` password checks (scrypt, 128 MiB each outside the heap)
 * started at once, as twenty owners pressing "log in" together would, with the process's resident
 * size sampled every few milliseconds. Prints the peak and the time the burst took.
 *
 *   npm run bench:passwords -- [--logins 20]
 */
import { hashPassword, verifyPassword } from '../../lib/platform/security/password';
import { option } from '../cli';

const LOGINS = Number(option(process.argv, 'logins') ?? '20');
const MiB = 1024 * 1024;

async function main() {
  const stored = await hashPassword('a burst of owners logging in');
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const start = performance.now();
  await Promise.all(Array.from({ length: LOGINS }, () => verifyPassword('a burst of owners logging in', stored)));
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${LOGINS} logins at once: resident ${Math.round(before / MiB)} MiB before, peak ${Math.round(peak / MiB)} MiB, ${seconds.toFixed(1)} s`,
  );
}

void main();
