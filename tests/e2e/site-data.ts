// The route table and data the site itself is built from, so the specs follow the data instead of
// hard-coding every path (a menu entry added by an editor is tested automatically).
import { getRouteTable } from '@/lib/catalogue/routing/load';
import { loadDataFiles, flattenMenu } from '@/lib/catalogue/data';
import type { MenuPage } from '@/lib/catalogue/data/types';

export const routes = getRouteTable();
export const files = loadDataFiles();

export function allMenuPages(): MenuPage[] {
  const out: MenuPage[] = [];
  const walk = (pages: MenuPage[]) => pages.forEach((p) => (out.push(p), walk(p.children)));
  walk(routes.menu);
  return out;
}

/** Menu entries that are not Published, with their would-be localized paths. */
export function unpublishedEntries() {
  return flattenMenu(files['menu.json'].entries).filter((entry) => entry.status !== 'Published');
}

/** Whether a category module on the page lists team members (square portraits) rather than pages. */
function listsTeam(page: MenuPage): boolean {
  return page.modules.some((mod) => {
    if (mod.view !== 'category') return false;
    const parentId = mod.relations.find((r) => r.type === 'menu')?.id ?? page.id;
    return (routes.menuById.get(parentId)?.children ?? []).some((child) => child.teamMemberId);
  });
}

/**
 * The fewest menu pages that between them show every module view and background, the team grid, a team
 * member's page and the page banner as the menu uses them: what an editor adds to the menu is checked
 * automatically.
 */
export function representativeMenuPages(): MenuPage[] {
  const features = (page: MenuPage) =>
    new Set([
      ...page.modules.flatMap((mod) => [`view ${mod.view}`, `background ${mod.backgroundType}`]),
      listsTeam(page) ? 'team grid' : 'no team grid',
      page.teamMemberId ? 'team member' : 'no team member',
      page.showPageBanner ? 'banner' : 'no banner',
      page.showBreadCrumb ? 'breadcrumbs' : 'no breadcrumbs',
    ]);
  const candidates = allMenuPages()
    .filter((page) => page.kind === 'page')
    .map((page) => ({ page, features: features(page) }));
  const uncovered = new Set(candidates.flatMap((c) => [...c.features]));
  const chosen: MenuPage[] = [];
  while (uncovered.size) {
    const gain = (c: (typeof candidates)[number]) => [...c.features].filter((f) => uncovered.has(f)).length;
    const best = candidates.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best.page);
    best.features.forEach((f) => uncovered.delete(f));
  }
  return chosen;
}
