// The route table and data the site itself is built from, so the specs follow the data instead of
// hard-coding every path (a menu entry added by an editor is tested automatically).
import { getRouteTable } from '@/lib/routing/load';
import { loadDataFiles } from '@/lib/data/validate';
import { flattenMenu } from '@/lib/data/cross-check';
import type { MenuPage } from '@/lib/data/types';

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
