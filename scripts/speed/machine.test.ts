// What the speed checks count as others' load (machine.ts), read from this machine's /proc (Linux only).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allProcesses } from '../bench/proc';
import { sampleMachine } from './machine';

const linux = fs.existsSync('/proc/self/stat');

describe.runIf(linux)('the machine sample', () => {
  it("leaves out a process that ended outside our tree and is not reaped yet, as Chromium's are when Lighthouse closes it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-'));
    const pidFile = path.join(dir, 'pid');
    // A loop that burns a little CPU and ends, under a `sleep` that never reaps it; the shell that
    // starts them ends at once, so that they are handed to init, out of this process's tree.
    const burn = 'i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done';
    spawnSync('sh', ['-c', `sh -c '(${burn}) & echo $! > ${pidFile}; exec sleep 30' > /dev/null 2>&1 &`]);
    let zombie: { pid: number; ticks: number; ppid: number } | undefined;
    for (let waited = 0; waited < 20_000 && !zombie; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : NaN);
      const info = Number.isInteger(pid) ? allProcesses()?.get(pid) : undefined;
      if (info?.state === 'Z') zombie = { pid, ticks: info.cpuTicks, ppid: info.ppid };
    }
    try {
      expect(zombie, 'the loop ended and stays unreaped').toBeDefined();
      expect(zombie!.ticks, 'it used the processor').toBeGreaterThan(0);
      expect(zombie!.ppid).not.toBe(process.pid);
      const sample = sampleMachine()!;
      expect(sample.others.has(zombie!.ppid), 'its parent, out of our tree, is counted').toBe(true);
      expect(sample.others.has(zombie!.pid)).toBe(false);
    } finally {
      if (zombie) spawnSync('kill', [String(zombie.ppid)]);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
