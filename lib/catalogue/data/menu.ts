/** Reshapes the menu tree: published entries only, sorted, with neutral and localized paths. */
import type { MenuEntryRecord } from './file-schemas';
import type { Lang, MenuPage } from './types';

export function reshapeMenu(entries: MenuEntryRecord[], parent: MenuPage | null, languages: Lang[]): MenuPage[] {
  return entries
    .filter((entry) => entry.status === 'Published')
    .sort((a, b) => a.sort - b.sort)
    .map((entry) => {
      const neutralPath = `${parent ? parent.neutralPath : '/'}${entry.path ? `${entry.path}/` : ''}`;
      const paths = {} as Record<Lang, string>;
      for (const lang of languages) {
        const segment = entry.params.path[lang] ?? entry.path;
        paths[lang] = `${parent ? parent.paths[lang] : '/'}${segment ? `${segment}/` : ''}`;
      }
      const page: MenuPage = {
        id: entry.id,
        name: entry.name,
        parentId: parent?.id ?? null,
        kind: entry.params.type === 'home' ? 'home' : entry.params.redirect ? 'redirect' : 'page',
        neutralPath,
        paths,
        redirectUrl: entry.params.redirect ? (entry.params.redirectUrl ?? null) : null,
        title: entry.params.title,
        description: entry.params.description ?? {},
        metadata: entry.params.metadata ?? {},
        isActiveSEO: entry.params.isActiveSEO,
        image: entry.params.image ?? null,
        modules: entry.params.modules.filter((m) => m.status === 'Published'),
        showBreadCrumb: entry.params.showBreadCrumb,
        showPageBanner: entry.params.showPageBanner,
        banner: entry.params.banner ?? null,
        teamMemberId: entry.params.teamMemberId ?? null,
        modifyDate: entry.modifyDate,
        children: [],
      };
      page.children = reshapeMenu(entry.childMenus, page, languages);
      return page;
    });
}
