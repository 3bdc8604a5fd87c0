import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DataFileName } from './file-schemas';
import { DataError, loadDataFiles } from './validate';

const SOURCE = path.join(process.cwd(), 'data');
const temps: string[] = [];

/** A copy of data/ with one file edited, so every test breaks exactly one thing. */
// The edits put deliberately wrong shapes into raw JSON, which no static type describes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function brokenCopy(file: DataFileName, edit: (json: any) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-data-'));
  temps.push(dir);
  fs.cpSync(SOURCE, dir, { recursive: true });
  const full = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  edit(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
  return dir;
}

function problemsOf(dir: string): string[] {
  try {
    loadDataFiles(dir);
  } catch (error) {
    if (error instanceof DataError) return error.problems;
    throw error;
  }
  return [];
}

/** The file as data-check names it: relative to the working directory. */
const label = (dir: string, file: DataFileName) => path.relative(process.cwd(), path.join(dir, file));

const record = (json: { properties: { ID: number; language: string }[] }, id: number, lang: string) => {
  const found = json.properties.find((p) => p.ID === id && p.language === lang);
  if (!found) throw new Error(`no record ${id} ${lang} in the sample`);
  return found as Record<string, unknown>;
};

afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadDataFiles', () => {
  it('accepts the committed sample data', () => {
    const files = loadDataFiles(SOURCE);
    expect(new Set(files['properties.json'].properties.map((p) => p.ID)).size).toBeGreaterThanOrEqual(60);
  });

  it('names file, record, language and field of a wrong type', () => {
    const dir = brokenCopy('properties.json', (json) => {
      record(json, 4127, 'fr').Price = 'abc';
    });
    expect(problemsOf(dir)).toEqual([`${label(dir, 'properties.json')}: property 4127 (fr): Price: expected a number, got "abc"`]);
  });

  it('reports a missing required field', () => {
    const dir = brokenCopy('properties.json', (json) => {
      delete record(json, 4102, 'nl').Title;
    });
    expect(problemsOf(dir)).toEqual([`${label(dir, 'properties.json')}: property 4102 (nl): Title: required (a string)`]);
  });

  it("reports a new build's VAT terms that do not add up, naming the field", () => {
    const dir = brokenCopy('properties.json', (json) => {
      delete record(json, 4180, 'nl').LandShare;
      record(json, 4181, 'fr').LandShare = 590_000;
      record(json, 4192, 'nl').SaleUnderVat = 'land-and-building';
    });
    expect(problemsOf(dir)).toEqual([
      `${label(dir, 'properties.json')}: property 4180 (nl): LandShare: expected the land share in euros when SaleUnderVat is building`,
      `${label(dir, 'properties.json')}: property 4181 (fr): LandShare: expected a land share below the price (590000), got 590000`,
      `${label(dir, 'properties.json')}: property 4192 (nl): SaleUnderVat: land is never sold under VAT in Luxembourg: expected building, with its LandShare, got "land-and-building"`,
    ]);
  });

  it('reports an unknown field, so typos do not pass silently', () => {
    const dir = brokenCopy('team.json', (json) => {
      json.members[0].Functon = { nl: 'Makelaar' };
    });
    expect(problemsOf(dir)).toEqual([`${label(dir, 'team.json')}: team member 101: unknown field Functon`]);
  });

  it('names a nested menu entry by its own id', () => {
    const dir = brokenCopy('menu.json', (json) => {
      const services = json.entries.find((e: { id: string }) => e.id === 'services');
      services.childMenus[1].params.path.fr = 42;
    });
    expect(problemsOf(dir)).toEqual([`${label(dir, 'menu.json')}: menu entry financing: params.path.fr: expected a string, got 42`]);
  });

  it('names the rule and field of a broken purchase-cost rule', () => {
    const dir = brokenCopy('purchase-costs.json', (json) => {
      json.registrationDuties.brussels[0].ownHome.abatement.maxPrice = '600.000';
    });
    expect(problemsOf(dir)).toEqual([
      `${label(dir, 'purchase-costs.json')}: registrationDuties.brussels.0.ownHome.abatement.maxPrice: expected a number, got "600.000"`,
    ]);
  });

  it('refuses a rule whose source is not named in both site languages, naming the field', () => {
    const dir = brokenCopy('purchase-costs.json', (json) => {
      delete json.registrationDuties.wallonia[0].source.name.fr;
      json.mortgage.brussels[0].source.name = 'Wetboek der registratierechten';
    });
    expect(problemsOf(dir)).toEqual([
      `${label(dir, 'purchase-costs.json')}: registrationDuties.wallonia.0.source.name.fr: required (a string)`,
      `${label(dir, 'purchase-costs.json')}: mortgage.brussels.0.source.name: expected an object, got "Wetboek der registratierechten"`,
    ]);
  });

  it('refuses purchase-cost rules out of date order, and a missing rules file', () => {
    const dir = brokenCopy('purchase-costs.json', (json) => {
      json.registrationDuties.flanders.push({ ...json.registrationDuties.flanders[0], validFrom: '2024-01-01' });
    });
    expect(problemsOf(dir)).toEqual([
      `${label(dir, 'purchase-costs.json')}: registrationDuties.flanders.2.validFrom: expected a date after 2026-01-01 (rules oldest first), got "2024-01-01"`,
    ]);
    fs.rmSync(path.join(dir, 'purchase-costs.json'));
    expect(problemsOf(dir)).toEqual([expect.stringMatching(/purchase-costs\.json: ENOENT: no such file or directory/)]);
  });

  it('names the municipality of a broken directory entry, and the entry that repeats a REFNIS code', () => {
    const dir = brokenCopy('municipalities.json', (json) => {
      const bertem = json.municipalities.find((m: { nis?: string }) => m.nis === '24009');
      bertem.localities[0].zips[0] = '306';
      const gent = json.municipalities.find((m: { nis?: string }) => m.nis === '44021');
      gent.province = 'BE-XX';
      const bastogne = json.municipalities.find((m: { nis?: string }) => m.nis === '82039');
      json.municipalities.push({ ...bastogne, name: { fr: 'Bertogne' } });
      const esch = json.municipalities.find((m: { name: { fr?: string } }) => m.name.fr === 'Esch-sur-Alzette');
      delete esch.canton;
    });
    const problems = problemsOf(dir);
    const file = label(dir, 'municipalities.json');
    expect(problems).toEqual(
      expect.arrayContaining([
        `${file}: municipality 24009 Bertem: localities.0.zips.0: expected a 4-digit postal code, got "306"`,
        `${file}: municipality Esch-sur-Alzette: canton: required for a Luxembourg commune (its ISO 3166-2 code)`,
      ]),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^[^:]+municipalities\.json: municipality 44021 Gent: province: expected a code of the file's provinces, got "BE-XX"$/));
    expect(problems).toContainEqual(expect.stringMatching(/municipality 82039 Bertogne: nis: expected a code of its own/));
  });

  it('refuses notary brackets out of order, naming the bracket', () => {
    const dir = brokenCopy('purchase-costs.json', (json) => {
      json.notary.belgium[0].brackets[2].upTo = 10000;
    });
    expect(problemsOf(dir)).toEqual([
      `${label(dir, 'purchase-costs.json')}: notary.belgium.0.brackets.2.upTo: expected a bound above 17500 (brackets in ascending order, null only on the last), got 10000`,
    ]);
  });

  it('reports a WebID that no property type has', () => {
    const dir = brokenCopy('properties.json', (json) => {
      record(json, 4103, 'nl').WebID = 99;
    });
    expect(problemsOf(dir)).toEqual([`${label(dir, 'properties.json')}: property 4103 (nl): WebID: no property type with WebID 99`]);
  });

  it('reports a main menu id that no menu entry has', () => {
    const dir = brokenCopy('site.json', (json) => {
      json.mainMenu.push('blog');
    });
    expect(problemsOf(dir)).toEqual([`${label(dir, 'site.json')}: mainMenu: no menu entry with id "blog"`]);
  });

  it('reads properties.json record by record and still gives the message of JSON.parse for broken JSON', () => {
    const dir = brokenCopy('properties.json', () => {});
    const file = path.join(dir, 'properties.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/"Title":/, '"Title"'));
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${label(dir, 'properties.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .*JSON`));
  });

  it('reports a file that is not JSON', () => {
    const dir = brokenCopy('types.json', () => {});
    fs.writeFileSync(path.join(dir, 'types.json'), '{ "types": [');
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${label(dir, 'types.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .*JSON`));
  });
});

describe('npm run data:check', () => {
  const run = (dataDir?: string) =>
    spawnSync('npx', ['tsx', 'scripts/build/data-check.ts'], {
      cwd: process.cwd(),
      encoding: 'utf8',
      env: { ...process.env, VITRINE_DATA_DIR: dataDir ?? '' },
    });

  it('exits 0 and says so on the sample data', () => {
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Data OK: \d+ properties \(\d+ records\)/);
  }, 30_000);

  it('exits 1 with each problem on its own line of stderr', () => {
    const dir = brokenCopy('properties.json', (json) => {
      record(json, 4127, 'fr').Price = 'abc';
      delete record(json, 4102, 'nl').Title;
    });
    const result = run(dir);
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n');
    expect(lines).toContain(`${label(dir, 'properties.json')}: property 4127 (fr): Price: expected a number, got "abc"`);
    expect(lines).toContain(`${label(dir, 'properties.json')}: property 4102 (nl): Title: required (a string)`);
    expect(result.stdout).not.toContain('Data OK');
  }, 30_000);
});

describe('npm run build', () => {
  it('stops before compiling anything when the data is invalid', () => {
    const dir = brokenCopy('properties.json', (json) => {
      record(json, 4127, 'fr').Price = 'abc';
    });
    // NEXT_DIST_DIR points away from .next so that, should the check ever let this through, the
    // real build output is left alone.
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: process.cwd(),
      encoding: 'utf8',
      env: { ...process.env, VITRINE_DATA_DIR: dir, NEXT_DIST_DIR: path.join(dir, '.next') },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`${label(dir, 'properties.json')}: property 4127 (fr): Price: expected a number, got "abc"`);
    expect(fs.existsSync(path.join(dir, '.next'))).toBe(false);
  }, 60_000);
});
