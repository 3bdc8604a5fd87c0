import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { crossCheck } from './cross-check';
import type { DataFiles } from './file-schemas';
import { loadDataFiles } from './validate';

let sample: DataFiles;
beforeAll(() => {
  sample = loadDataFiles(path.join(process.cwd(), 'data'));
});

/** A deep copy of the sample with one change, checked with a plain file label. */
function check(edit: (files: DataFiles) => void): string[] {
  const files = structuredClone(sample);
  edit(files);
  return crossCheck(files, (file) => `data/${file}`);
}

describe('crossCheck', () => {
  it('finds nothing wrong in the sample', () => {
    expect(check(() => {})).toEqual([]);
  });

  it('reports a property that appears twice in one language', () => {
    const problems = check((files) => {
      const list = files['properties.json'].properties;
      list.push({ ...list.find((p) => p.ID === 4110 && p.language === 'nl')! });
    });
    expect(problems).toEqual(['data/properties.json: property 4110 (nl): duplicate record']);
  });

  it('reports a property without a record for an enabled language', () => {
    const problems = check((files) => {
      files['properties.json'].properties = files['properties.json'].properties.filter((p) => !(p.ID === 4105 && p.language === 'fr'));
    });
    expect(problems).toEqual(['data/properties.json: property 4105: no record for enabled language fr']);
  });

  it('does not ask for records in a disabled language', () => {
    const problems = check((files) => {
      files['site.json'].language.languageUse = files['site.json'].language.languageUse.map((l) => (l.code === 'fr' ? { ...l, use: false } : l));
      files['properties.json'].properties = files['properties.json'].properties.filter((p) => p.language !== 'fr');
    });
    expect(problems).toEqual([]);
  });

  it('reports references to an unknown agent and project', () => {
    const problems = check((files) => {
      const p = files['properties.json'].properties.find((x) => x.ID === 4101 && x.language === 'fr')!;
      p.AgentID = '999';
      p.ProjectID = 12;
    });
    expect(problems).toEqual([
      'data/properties.json: property 4101 (fr): AgentID: no team member with ID "999"',
      'data/properties.json: property 4101 (fr): ProjectID: no project with ID 12',
    ]);
  });

  it('reports a duplicate menu id and a parentId that does not match the nesting', () => {
    const problems = check((files) => {
      const services = files['menu.json'].entries.find((e) => e.id === 'services')!;
      services.childMenus[0]!.id = 'financing';
      services.childMenus[2]!.parentId = 'home';
    });
    expect(problems).toEqual([
      'data/menu.json: menu entry renovation: parentId: expected "services", got "home"',
      'data/menu.json: menu entry financing: duplicate id',
    ]);
  });

  it('reports a module that points to a missing article or team member', () => {
    const problems = check((files) => {
      const home = files['menu.json'].entries.find((e) => e.id === 'home')!;
      home.params.modules[0]!.relations = [{ type: 'article', id: 'nope' }, { type: 'team', id: '999' }];
    });
    expect(problems).toEqual([
      'data/menu.json: menu entry home: module home-intro: no article with id "nope"',
      'data/menu.json: menu entry home: module home-intro: no team member with ID "999"',
    ]);
  });

  it('reports a redirect without a target and a page without a localized path', () => {
    const problems = check((files) => {
      const forSale = files['menu.json'].entries.find((e) => e.id === 'for-sale')!;
      delete forSale.params.redirectUrl;
      const about = files['menu.json'].entries.find((e) => e.id === 'about')!;
      delete about.params.path.fr;
    });
    expect(problems).toEqual([
      'data/menu.json: menu entry for-sale: params.redirectUrl: required when redirect is true',
      'data/menu.json: menu entry about: params.path.fr: required for enabled language fr',
    ]);
  });

  it('reports an app path that is not localized for an enabled language', () => {
    const problems = check((files) => {
      delete files['paths.json'].paths.find((p) => p.original === '/for-rent/')!.path.fr;
    });
    expect(problems).toEqual(['data/paths.json: path /for-rent/: path.fr: required for enabled language fr']);
  });
});
