// The browser suite's time per spec file and its slowest tests, read from Playwright's JSON report
// (test-results/report.json, written by every `npx playwright test`). Usage: npx tsx scripts/test/slowest.ts [report.json]
import fs from 'node:fs';

type Result = { duration: number };
type Test = { projectName: string; results: Result[] };
type Spec = { title: string; file: string; line: number; tests: Test[] };
type Suite = { specs?: Spec[]; suites?: Suite[] };

const report = JSON.parse(fs.readFileSync(process.argv[2] ?? 'test-results/report.json', 'utf8')) as { suites: Suite[] };

const perFile = new Map<string, number>();
const perTest: { name: string; ms: number }[] = [];
const walk = (suite: Suite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
      perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
      perTest.push({ name: `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`, ms });
    }
  }
  for (const child of suite.suites ?? []) walk(child);
};
report.suites.forEach(walk);

const total = [...perFile.values()].reduce((a, b) => a + b, 0);
const s = (ms: number) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
console.log(`Test time, summed over workers: ${s(total)}\n\nPer file:`);
for (const [file, ms] of [...perFile].sort((a, b) => b[1] - a[1])) console.log(`${s(ms)}  ${file}`);
console.log('\nSlowest tests:');
for (const t of perTest.sort((a, b) => b.ms - a.ms).slice(0, 30)) console.log(`${s(t.ms)}  ${t.name}`);
