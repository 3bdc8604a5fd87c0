/**
 * Rules that span records or files, which a per-file schema cannot express: unique IDs per
 * language, references between files, and localized paths that would collide.
 */
import type { DataFileName, DataFiles, LanguageCode, MenuEntryRecord, PropertyRecord } from './file-schemas';
import { siteLanguages } from './language-sets';

export function flattenMenu(entries: MenuEntryRecord[]): MenuEntryRecord[] {
  return entries.flatMap((entry) => [entry, ...flattenMenu(entry.childMenus)]);
}

/** The data files besides properties.json, which is read record by record (lib/catalogue/data/validate.ts). */
export type SiteFiles = Omit<DataFiles, 'properties.json'>;

type Label = (file: DataFileName) => string;

export function crossCheck(files: DataFiles, label: Label): string[] {
  const properties = propertyChecker(files, label);
  for (const p of files['properties.json'].properties) properties.add(p);
  return [...properties.finish(), ...crossCheckSite(files, label)];
}

/**
 * Properties: one record per ID and language, every enabled language present, valid references.
 * Fed one record at a time, so the catalogue need not be in memory at once.
 */
export function propertyChecker(files: SiteFiles, label: Label) {
  const problems: string[] = [];
  const report = (message: string) => problems.push(`${label('properties.json')}: ${message}`);
  const languages = siteLanguages(files['site.json']);
  const typeIds = new Set(files['types.json'].types.map((t) => t.WebID));
  const agentIds = new Set(files['team.json'].members.map((m) => m.ID));
  const projectIds = new Set(files['projects.json'].projects.map((p) => p.ID));
  const seen = new Map<number, Set<LanguageCode>>();
  return {
    add(p: Pick<PropertyRecord, 'ID' | 'language' | 'WebID' | 'AgentID' | 'ProjectID'>) {
      const langs = seen.get(p.ID) ?? new Set<LanguageCode>();
      if (langs.has(p.language)) report(`property ${p.ID} (${p.language}): duplicate record`);
      langs.add(p.language);
      seen.set(p.ID, langs);
      const where = `property ${p.ID} (${p.language})`;
      if (!typeIds.has(p.WebID)) report(`${where}: WebID: no property type with WebID ${p.WebID}`);
      if (p.AgentID && !agentIds.has(p.AgentID)) report(`${where}: AgentID: no team member with ID "${p.AgentID}"`);
      if (p.ProjectID !== null && !projectIds.has(p.ProjectID)) report(`${where}: ProjectID: no project with ID ${p.ProjectID}`);
    },
    finish(): string[] {
      for (const [id, langs] of seen)
        for (const lang of languages) if (!langs.has(lang)) report(`property ${id}: no record for enabled language ${lang}`);
      return problems;
    },
  };
}

/** The rules between the files other than properties.json. */
export function crossCheckSite(files: SiteFiles, label: Label): string[] {
  const problems: string[] = [];
  const report = (file: DataFileName, message: string) => problems.push(`${label(file)}: ${message}`);
  const languages = siteLanguages(files['site.json']);
  const agentIds = new Set(files['team.json'].members.map((m) => m.ID));

  // Menu: unique ids, parent links that match the nesting, main menu ids that exist.
  const menu = flattenMenu(files['menu.json'].entries);
  const menuIds = new Set<string>();
  for (const entry of menu) {
    if (menuIds.has(entry.id)) report('menu.json', `menu entry ${entry.id}: duplicate id`);
    menuIds.add(entry.id);
    for (const child of entry.childMenus)
      if (child.parentId !== entry.id)
        report('menu.json', `menu entry ${child.id}: parentId: expected "${entry.id}", got ${JSON.stringify(child.parentId)}`);
    if (entry.params.redirect && !entry.params.redirectUrl)
      report('menu.json', `menu entry ${entry.id}: params.redirectUrl: required when redirect is true`);
    for (const lang of languages)
      if (entry.params.path[lang] === undefined && !entry.params.redirect)
        report('menu.json', `menu entry ${entry.id}: params.path.${lang}: required for enabled language ${lang}`);
  }
  for (const id of files['site.json'].mainMenu)
    if (!menuIds.has(id)) report('site.json', `mainMenu: no menu entry with id "${id}"`);

  const articleIds = new Set(files['articles.json'].articles.map((a) => a.id));
  for (const entry of menu)
    for (const mod of entry.params.modules)
      for (const relation of mod.relations) {
        if (relation.type === 'article' && !articleIds.has(relation.id))
          report('menu.json', `menu entry ${entry.id}: module ${mod.id}: no article with id "${relation.id}"`);
        if (relation.type === 'team' && relation.id !== 'all' && !agentIds.has(relation.id))
          report('menu.json', `menu entry ${entry.id}: module ${mod.id}: no team member with ID "${relation.id}"`);
      }

  // Paths: every app route localized for every enabled language, as "/segment/" without the language prefix.
  for (const entry of files['paths.json'].paths)
    for (const lang of languages) {
      const localized = entry.path[lang];
      if (!localized) report('paths.json', `path ${entry.original}: path.${lang}: required for enabled language ${lang}`);
      else if (entry.external) {
        if (!/^https?:\/\//.test(localized))
          report('paths.json', `path ${entry.original}: path.${lang}: expected an http(s) URL for an external path, got "${localized}"`);
      } else if (!/^\/([^/]+\/)*$/.test(localized) || /^\/[a-z]{2}\//.test(localized))
        report(
          'paths.json',
          `path ${entry.original}: path.${lang}: expected a path such as "/te-koop/" (no language prefix), got "${localized}"`,
        );
    }

  return problems;
}
