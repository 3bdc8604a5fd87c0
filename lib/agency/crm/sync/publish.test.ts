// Publishing on one machine, in a folder of its own whose `npm run build` only writes a BUILD_ID into
// NEXT_DIST_DIR (a real build takes minutes; what is tested is what publish does around it): the new
// build is made beside the live one, swapped in, the resized photos carried over, the previous build
// kept, the site restarted by VITRINE_RESTART_COMMAND; a failed build changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publish } from './publish';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function site(build: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-publish-'));
  folders.push(dir);
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'publish-test', private: true, scripts: { build } }));
  fs.mkdirSync(path.join(dir, '.next', 'cache', 'images'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'old');
  fs.writeFileSync(path.join(dir, '.next', 'cache', 'images', 'photo.webp'), 'resized');
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8').trim();

describe('publishing on one machine', () => {
  it('builds beside the live build, swaps them, keeps the previous one and restarts the site', async () => {
    const dir = site('mkdir -p "$NEXT_DIST_DIR" && test "$NEXT_DIST_DIR" = .next-publish && echo new > "$NEXT_DIST_DIR/BUILD_ID"');
    const result = await publish({ cwd: dir, log: () => {}, distDir: '.next', restartCommand: 'echo restarted > restarted.txt' });
    expect(result).toEqual({ ok: true, how: 'one machine', message: 'built and restarted' });
    expect(read(dir, '.next/BUILD_ID')).toBe('new');
    expect(read(dir, '.next-previous/BUILD_ID')).toBe('old');
    expect(read(dir, '.next/cache/images/photo.webp')).toBe('resized');
    expect(fs.existsSync(path.join(dir, '.next-publish'))).toBe(false);
    expect(read(dir, 'restarted.txt')).toBe('restarted');
  });

  it('without a restart command, says the site must be restarted', async () => {
    const dir = site('mkdir -p "$NEXT_DIST_DIR" && echo new > "$NEXT_DIST_DIR/BUILD_ID"');
    const result = await publish({ cwd: dir, log: () => {}, distDir: '.next', restartCommand: undefined });
    expect(result.ok).toBe(true);
    expect(result.message).toMatch(/restart the site/);
    expect(read(dir, '.next/BUILD_ID')).toBe('new');
  });

  it('a failed build leaves the live build as it was', async () => {
    const dir = site('mkdir -p "$NEXT_DIST_DIR" && echo half > "$NEXT_DIST_DIR/BUILD_ID" && exit 3');
    const result = await publish({ cwd: dir, log: () => {}, distDir: '.next', restartCommand: 'echo restarted > restarted.txt' });
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/the build failed \(exit 3\)/) });
    expect(read(dir, '.next/BUILD_ID')).toBe('old');
    expect(fs.existsSync(path.join(dir, '.next-publish'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'restarted.txt'))).toBe(false);
  });

  it('with a deployment configured (deploy/.env), runs deploy/deploy.sh instead', async () => {
    const dir = site('exit 1');
    fs.mkdirSync(path.join(dir, 'deploy'));
    fs.writeFileSync(path.join(dir, 'deploy', '.env'), '');
    fs.writeFileSync(path.join(dir, 'deploy', 'deploy.sh'), 'echo deployed > deployed.txt\n');
    const result = await publish({ cwd: dir, log: () => {}, distDir: '.next' });
    expect(result).toEqual({ ok: true, how: 'deploy', message: 'deployed' });
    expect(read(dir, 'deployed.txt')).toBe('deployed');
  });
});
