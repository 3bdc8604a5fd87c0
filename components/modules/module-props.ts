import type { Lang, MenuPage, Module } from '@/lib/catalogue/data';

/** What every module view gets from the grid (module-grid.tsx) that places it. */
export interface ModuleProps {
  lang: Lang;
  mod: Module;
  page: MenuPage;
  /** Heading level for the module's items: under the module title when it has one, else right under the page's h1. */
  itemHeading: 'h2' | 'h3';
}
