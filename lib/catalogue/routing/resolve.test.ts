import { describe, expect, it } from 'vitest';
import type { MenuEntryRecord } from '@/lib/catalogue/data/file-schemas';
import { buildRouteTable, type RoutingFiles } from './table';
import { MAP_FRAME_PATH } from '@/lib/catalogue/map/message';
import { decodeSegments, detectLanguage, listingSegment, resolveRequest } from './resolve';
import { ownerNotFoundPath } from './app-paths';
import { localizeHref, projectHref, propertyHref, routeHref } from './urls';

function entry(id: string, path: string, nl: string, fr: string, extra: Partial<MenuEntryRecord> = {}): MenuEntryRecord {
  return {
    id,
    parentId: null,
    name: id,
    path,
    status: 'Published',
    createDate: '2026-01-01T00:00:00Z',
    modifyDate: '2026-01-01T00:00:00Z',
    sort: 0,
    childMenus: [],
    ...extra,
    params: {
      title: { nl: id, fr: id },
      path: { nl, fr },
      isActiveSEO: true,
      modules: [],
      isHaveSubMenu: false,
      type: 'page',
      redirect: false,
      showBreadCrumb: true,
      showPageBanner: false,
      ...extra.params,
    },
  };
}

function files(
  languages: { code: 'nl' | 'fr' | 'en' | 'de'; use: boolean }[] = [
    { code: 'nl', use: true },
    { code: 'fr', use: true },
  ],
): RoutingFiles {
  const services = entry('services', 'services', 'diensten', 'services');
  services.childMenus = [{ ...entry('brokerage', 'brokerage', 'bemiddeling', 'courtage'), parentId: 'services' }];
  return {
    'site.json': { language: { languageUse: languages, default: 'nl', owner: ['en', 'nl', 'fr'] } } as RoutingFiles['site.json'],
    'menu.json': {
      entries: [
        entry('home', '', '', '', { params: { type: 'home' } as MenuEntryRecord['params'] }),
        services,
        entry('demand-register', 'demand-register', 'wij-zoeken', "j'inscris-ma-recherche"),
        entry('old-promo', 'old-promo', 'oude-actie', 'ancienne-action', { status: 'Unpublished' }),
      ],
    },
    'paths.json': {
      paths: [
        { original: '/for-sale/', path: { nl: '/te-koop/', fr: '/a-vendre/' }, breadcrumb: [], external: false },
        { original: '/for-rent/', path: { nl: '/te-huur/', fr: '/a-louer/' }, breadcrumb: [], external: false },
        {
          original: '/project/',
          path: { nl: 'https://nieuwbouw.example/nl', fr: 'https://nieuwbouw.example/fr' },
          breadcrumb: [],
          external: true,
        },
      ],
    },
  };
}

const table = buildRouteTable(files());
const resolve = (pathname: string, extra: { search?: string; cookie?: string; accept?: string } = {}) =>
  resolveRequest(table, { pathname, search: extra.search ?? '', cookieLanguage: extra.cookie, acceptLanguage: extra.accept });

describe('resolveRequest: language-prefixed URLs', () => {
  it('rewrites localized slugs to their internal route', () => {
    expect(resolve('/nl/')).toEqual({ type: 'rewrite', lang: 'nl', pathname: '/nl/' });
    expect(resolve('/nl/te-koop/')).toEqual({ type: 'rewrite', lang: 'nl', pathname: '/nl/for-sale/' });
    expect(resolve('/fr/a-louer/')).toEqual({ type: 'rewrite', lang: 'fr', pathname: '/fr/for-rent/' });
    expect(resolve('/fr/services/courtage/')).toEqual({ type: 'rewrite', lang: 'fr', pathname: '/fr/menu/brokerage/' });
  });

  it('accepts the apostrophe raw and percent-encoded', () => {
    const expected = { type: 'rewrite', lang: 'fr', pathname: '/fr/menu/demand-register/' };
    expect(resolve("/fr/j'inscris-ma-recherche/")).toEqual(expected);
    expect(resolve('/fr/j%27inscris-ma-recherche/')).toEqual(expected);
  });

  it('does not mix languages: a Dutch slug under /fr/ is not found', () => {
    expect(resolve('/fr/te-koop/')).toEqual({ type: 'not-found', lang: 'fr' });
  });

  it('answers 404 for unpublished entries, unknown and disabled languages', () => {
    expect(resolve('/nl/oude-actie/').type).toBe('not-found');
    expect(resolve('/xx/').type).toBe('not-found');
    expect(resolve('/en/').type).toBe('not-found');
    expect(resolve('/NL/te-koop/').type).toBe('not-found');
  });

  it('never lets internal routes through', () => {
    expect(resolve('/nl/menu/brokerage/').type).toBe('not-found');
    expect(resolve('/nl/for-sale/').type).toBe('not-found');
    expect(resolve('/nl/page-not-found/page/').type).toBe('not-found');
    expect(resolve('/nl/property/4101/').type).toBe('not-found');
  });

  it('rewrites property detail URLs to one internal page per ID', () => {
    expect(resolve('/nl/te-koop/gent/ruime-woning/4101/')).toEqual({ type: 'rewrite', lang: 'nl', pathname: '/nl/property/4101/' });
    expect(resolve('/nl/te-koop/gent/ruime-woning/abc/').type).toBe('not-found');
    const only4101 = (id: number) => id === 4101;
    expect(resolveRequest(table, { pathname: '/nl/te-koop/gent/x/4102/', search: '', propertyExists: only4101 }).type).toBe('not-found');
    expect(resolveRequest(table, { pathname: '/property/4102/', search: '', propertyExists: only4101 })).toEqual({
      type: 'not-found',
      lang: 'nl',
      what: 'property',
    });
    expect(resolveRequest(table, { pathname: '/property/4101/', search: '', propertyExists: only4101 }).type).toBe('rewrite');
    expect(resolve('/nl/te-koop/gent/ruime-woning/4101/extra/').type).toBe('not-found');
  });

  describe('the canonical detail URL, decided here so the page can come from the cache', () => {
    const canonical = { property: { nl: '/nl/te-koop/gent/ruime-woning/4101/', fr: '/fr/a-vendre/gand/maison-spacieuse/4101/' } } as const;
    const canonicalPath = (kind: 'property' | 'project', lang: string, id: number) =>
      kind === 'property' && id === 4101 ? canonical.property[lang as 'nl' | 'fr'] : undefined;
    const resolveCanonical = (pathname: string, search = '') =>
      resolveRequest(table, { pathname, search, canonicalPath, propertyExists: () => true });

    it('serves the canonical path itself', () => {
      expect(resolveCanonical('/nl/te-koop/gent/ruime-woning/4101/')).toEqual({
        type: 'rewrite',
        lang: 'nl',
        pathname: '/nl/property/4101/',
      });
    });

    it('moves an outdated slug, another city or the other goal for good (308), query kept', () => {
      for (const path of [
        '/nl/te-koop/gent/oude-titel/4101/',
        '/nl/te-koop/brugge/ruime-woning/4101/',
        '/nl/te-huur/gent/ruime-woning/4101/',
      ])
        expect(resolveCanonical(path, '?utm_source=mail')).toEqual({
          type: 'redirect',
          location: '/nl/te-koop/gent/ruime-woning/4101/?utm_source=mail',
          permanent: true,
        });
    });

    it('sends the neutral /property/{id}/ to the canonical URL in the detected language (307)', () => {
      expect(resolveRequest(table, { pathname: '/property/4101/', search: '?lng=fr', canonicalPath, propertyExists: () => true })).toEqual({
        type: 'redirect',
        location: '/fr/a-vendre/gand/maison-spacieuse/4101/?lng=fr',
      });
    });

    it('serves ?form= with a folded form as its own page, anything else as the detail page', () => {
      expect(resolveCanonical('/nl/te-koop/gent/ruime-woning/4101/', '?form=purchase-offer')).toEqual({
        type: 'rewrite',
        lang: 'nl',
        pathname: '/nl/property/4101/purchase-offer/',
      });
      expect(resolveCanonical('/nl/te-koop/gent/ruime-woning/4101/', '?utm_source=x&form=documents')).toEqual({
        type: 'rewrite',
        lang: 'nl',
        pathname: '/nl/property/4101/documents/',
      });
      for (const search of ['?form=contact-me', '?form=../x', '?form=', '?forms=documents', '?form=Documents'])
        expect(resolveCanonical('/nl/te-koop/gent/ruime-woning/4101/', search)).toEqual({
          type: 'rewrite',
          lang: 'nl',
          pathname: '/nl/property/4101/',
        });
      // An outdated slug keeps the form on its way to the canonical URL.
      expect(resolveCanonical('/nl/te-koop/gent/oud/4101/', '?form=send-to-friend')).toEqual({
        type: 'redirect',
        location: '/nl/te-koop/gent/ruime-woning/4101/?form=send-to-friend',
        permanent: true,
      });
    });

    it('answers the property 404 when the language has no such record', () => {
      expect(resolveCanonical('/nl/te-koop/gent/x/4102/')).toEqual({ type: 'not-found', lang: 'nl', what: 'property' });
      expect(resolveCanonical('/property/4102/')).toEqual({ type: 'not-found', lang: 'nl', what: 'property' });
    });
  });

  describe('listings: one cached page per normalized query', () => {
    const listing = (search: string, referencePath?: (lang: string, text: string) => string | undefined) =>
      resolveRequest(table, { pathname: '/nl/te-koop/', search, referencePath });

    it('serves the prerendered listing without a query, or with nothing a filter keeps', () => {
      expect(listing('')).toEqual({ type: 'rewrite', lang: 'nl', pathname: '/nl/for-sale/' });
      expect(listing('?utm_source=mail&page=1&sort=newest&price_min=abc')).toEqual({
        type: 'rewrite',
        lang: 'nl',
        pathname: '/nl/for-sale/',
      });
    });

    it('puts the query in canonical order into one path segment, whatever order and extras it came with', () => {
      expect(Buffer.from(listingSegment('city=Liège&q=a b'), 'base64url').toString()).toBe('city=Liège&q=a b');
      expect(listingSegment('city=Gent&type=2')).toMatch(/^[A-Za-z0-9_-]+$/);
      const expected = { type: 'rewrite', lang: 'nl', pathname: `/nl/for-sale/${listingSegment('city=Gent&type=2&price_max=300000')}/` };
      expect(listing('?type=2&city=Gent&price_max=300000')).toEqual(expected);
      expect(listing('?price_max=300000&city=Gent&utm_campaign=x&type=2')).toEqual(expected);
      expect(resolveRequest(table, { pathname: '/fr/a-louer/', search: '?bedrooms=2' })).toEqual({
        type: 'rewrite',
        lang: 'fr',
        pathname: `/fr/for-rent/${listingSegment('bedrooms=2')}/`,
      });
    });

    it('sends a reference typed in full to its property', () => {
      const referencePath = (_lang: string, text: string) => (text === '4101' ? '/nl/te-koop/gent/ruime-woning/4101/' : undefined);
      expect(listing('?q=+4101+', referencePath)).toEqual({ type: 'redirect', location: '/nl/te-koop/gent/ruime-woning/4101/' });
      expect(listing('?q=9000', referencePath)).toEqual({
        type: 'rewrite',
        lang: 'nl',
        pathname: `/nl/for-sale/${listingSegment('q=9000')}/`,
      });
    });

    it('hands a search for rent sent to the for-sale listing on to the for-rent one, and back', () => {
      expect(listing('?q=Gent&goal=rent')).toEqual({ type: 'redirect', location: '/nl/te-huur/?q=Gent' });
      expect(listing('?goal=rent')).toEqual({ type: 'redirect', location: '/nl/te-huur/' });
      expect(resolveRequest(table, { pathname: '/fr/a-louer/', search: '?goal=sale&q=Li%C3%A8ge' })).toEqual({
        type: 'redirect',
        location: '/fr/a-vendre/?q=Li%C3%A8ge',
      });
      expect(listing('?q=Gent&goal=sale')).toEqual({ type: 'rewrite', lang: 'nl', pathname: `/nl/for-sale/${listingSegment('q=Gent')}/` });
      expect(listing('?q=Gent&goal=junk')).toEqual({ type: 'rewrite', lang: 'nl', pathname: `/nl/for-sale/${listingSegment('q=Gent')}/` });
    });
  });

  it('treats malformed and hostile paths as not found', () => {
    expect(resolve('/nl/%ZZ/').type).toBe('not-found');
    expect(resolve('/nl/../etc/passwd').type).toBe('not-found');
    expect(resolve('/nl/%2e%2e/').type).toBe('not-found');
    expect(resolve('/nl/a%2Fb/').type).toBe('not-found');
    expect(resolve(`/nl/${'a'.repeat(5000)}/`).type).toBe('not-found');
  });
});

describe('resolveRequest: neutral URLs', () => {
  it('redirects to the detected language and keeps the query string', () => {
    expect(resolve('/for-sale/', { search: '?city=Gent&type=1' })).toEqual({ type: 'redirect', location: '/nl/te-koop/?city=Gent&type=1' });
    expect(resolve('/', { cookie: 'fr' })).toEqual({ type: 'redirect', location: '/fr/' });
    expect(resolve('/services/brokerage/', { accept: 'fr-BE,fr;q=0.9' })).toEqual({
      type: 'redirect',
      location: '/fr/services/courtage/',
    });
    expect(resolve('/demand-register/', { search: '?lng=fr' })).toEqual({
      type: 'redirect',
      location: "/fr/j'inscris-ma-recherche/?lng=fr",
    });
  });

  it('sends /project/ to its external address', () => {
    expect(resolve('/project/', { cookie: 'fr' })).toEqual({ type: 'redirect', location: 'https://nieuwbouw.example/fr' });
  });

  it('hands /property/{id}/ to the detail route when no canonical path is known', () => {
    expect(resolve('/property/4101/')).toEqual({ type: 'rewrite', lang: 'nl', pathname: '/nl/property/4101/' });
  });

  it('answers 404 for unknown neutral paths', () => {
    expect(resolve('/nowhere/').type).toBe('not-found');
    expect(resolve('/old-promo/').type).toBe('not-found');
  });

  it('lets the map frame through untouched, whatever the language, and marks it noindex', () => {
    expect(MAP_FRAME_PATH).toBe('/map-frame/');
    expect(resolve(MAP_FRAME_PATH)).toEqual({ type: 'pass', noindex: true });
    expect(resolve(MAP_FRAME_PATH, { cookie: 'fr', accept: 'fr-BE', search: '?lng=fr' })).toEqual({ type: 'pass', noindex: true });
    // Only the page itself: nothing below it, and no language version.
    expect(resolve('/map-frame/extra/').type).toBe('not-found');
    expect(resolve('/nl/map-frame/').type).toBe('not-found');
  });
});

describe('resolveRequest: the test faults', () => {
  it('lets the pages that throw through only when the test server asks for them', () => {
    for (const path of ['/nl/fault/', '/fr/fault/', '/fault/nl/', '/fault/fr/']) {
      expect(resolve(path).type).toBe('not-found');
      expect(resolveRequest(table, { pathname: path, search: '', testFaults: true })).toEqual({ type: 'pass', noindex: true });
    }
    expect(resolveRequest(table, { pathname: '/nl/fault/extra/', search: '', testFaults: true }).type).toBe('not-found');
  });
});

describe('detectLanguage', () => {
  it('prefers ?lng, then the cookie, then Accept-Language, then the default', () => {
    expect(detectLanguage(table, '?lng=fr', 'nl', 'nl')).toBe('fr');
    expect(detectLanguage(table, '', 'fr', 'nl')).toBe('fr');
    expect(detectLanguage(table, '', undefined, 'de-DE,fr;q=0.8,nl;q=0.5')).toBe('fr');
    expect(detectLanguage(table, '', undefined, 'nl;q=0.2,fr;q=0.9')).toBe('fr');
    expect(detectLanguage(table, '?lng=xx', 'en', 'de')).toBe('nl');
  });
});

describe('language configuration', () => {
  it('keeps owner-only languages out of the public site: /en/ pages are 404s in the visitor language', () => {
    expect(table.ownerLanguages).toContain('en');
    expect(resolve('/en/te-koop/')).toEqual({ type: 'not-found', lang: 'nl' });
    expect(resolve('/en/', { cookie: 'fr' })).toEqual({ type: 'not-found', lang: 'fr' });
    expect(resolve('/en/a-vendre/').type).toBe('not-found');
    // en is never detected for a public page, whatever the browser or the cookie says.
    expect(resolve('/for-sale/', { accept: 'en-GB,en;q=0.9', cookie: 'en' })).toEqual({ type: 'redirect', location: '/nl/te-koop/' });
    expect(detectLanguage(table, '?lng=en', undefined, 'en', 'owner')).toBe('en');
    expect(detectLanguage(table, '?lng=en', undefined, 'en', 'site')).toBe('nl');
  });

  it('drops the routes of a disabled language', () => {
    const nlOnly = buildRouteTable(
      files([
        { code: 'nl', use: true },
        { code: 'fr', use: false },
      ]),
    );
    const result = resolveRequest(nlOnly, { pathname: '/fr/a-vendre/', search: '' });
    expect(result).toEqual({ type: 'not-found', lang: 'nl' });
    expect(resolveRequest(nlOnly, { pathname: '/', search: '', acceptLanguage: 'fr' })).toEqual({ type: 'redirect', location: '/nl/' });
  });
});

describe('links', () => {
  it('localizes neutral hrefs and keeps their query', () => {
    expect(localizeHref(table, 'fr', '/for-sale/?city=Namur')).toBe('/fr/a-vendre/?city=Namur');
    expect(localizeHref(table, 'nl', '/services/brokerage')).toBe('/nl/diensten/bemiddeling/');
    expect(localizeHref(table, 'nl', 'mailto:x@y.be')).toBe('mailto:x@y.be');
    expect(localizeHref(table, 'nl', '/unknown/')).toBe('/unknown/');
  });

  it('builds canonical property URLs from the record', () => {
    const property = {
      id: 4101,
      goal: 'sale' as const,
      title: 'Ruime woning met tuin',
      typeDescription: 'Woning',
      address: { city: 'Liège' },
    };
    expect(propertyHref(table, 'fr', property as never)).toBe('/fr/a-vendre/liege/ruime-woning-met-tuin/4101/');
  });

  it('decodes segments', () => {
    expect(decodeSegments('/a/b%20c/')).toEqual(['a', 'b c']);
  });
});

describe('route table', () => {
  it('refuses two routes on the same localized path', () => {
    const broken = files();
    broken['menu.json'].entries.push(entry('dup', 'dup', 'te-koop', 'doublon'));
    expect(() => buildRouteTable(broken)).toThrow(/Route collision/);
  });
});

describe('files', () => {
  it('lets public files through, unless their path is malformed', () => {
    expect(resolve('/photos/properties/4101/1.jpg')).toEqual({ type: 'pass' });
    expect(resolve('/logo.svg')).toEqual({ type: 'pass' });
    // Metadata routes and the service worker, whose extensions are long.
    expect(resolve('/manifest.webmanifest')).toEqual({ type: 'pass' });
    expect(resolve('/service-worker.js')).toEqual({ type: 'pass' });
    expect(resolve('/sitemap.xml')).toEqual({ type: 'pass' });
  });

  it("lets Next's own paths through when well-formed, and answers 404 when not", () => {
    // The proxy sees these only with a percent sign in the path (proxy.ts's matcher).
    expect(resolve('/_next/static/chunks/a%20b.js')).toEqual({ type: 'pass' });
    expect(resolve('/api/search/%C3%A9/')).toEqual({ type: 'pass' });
    expect(resolve('/_next/%%/').type).toBe('not-found');
    expect(resolve('/_next/%ff/').type).toBe('not-found');
    expect(resolve('/api/%ff/').type).toBe('not-found');
  });

  it('lets the offline page of an enabled language through, not indexed; any other is a 404', () => {
    expect(resolve('/offline/nl/')).toEqual({ type: 'pass', noindex: true });
    expect(resolve('/offline/fr/')).toEqual({ type: 'pass', noindex: true });
    expect(resolve('/offline/de/').type).toBe('not-found');
    expect(resolve('/offline/').type).toBe('not-found');
    expect(resolve('/%ZZ.png').type).toBe('not-found');
    expect(resolve('/nl/%C0%AF.jpg').type).toBe('not-found');
    expect(resolve('/nl/te-koop/foto.jpg').type).toBe('not-found');
  });
});

describe('projects', () => {
  const internal = files();
  internal['paths.json'].paths[2] = {
    original: '/project/',
    path: { nl: '/projecten/', fr: '/projets/' },
    breadcrumb: [],
    external: false,
  };
  const withList = buildRouteTable(internal);
  const only901 = (id: number) => id === 901;
  const resolveIn = (pathname: string, t = withList) => resolveRequest(t, { pathname, search: '', projectExists: only901 });

  it('rewrites the localized list to its internal route', () => {
    expect(resolveIn('/nl/projecten/')).toEqual({ type: 'rewrite', lang: 'nl', pathname: '/nl/project/' });
    expect(resolveIn('/fr/projets/')).toEqual({ type: 'rewrite', lang: 'fr', pathname: '/fr/project/' });
    expect(resolveIn('/nl/project/').type).toBe('not-found');
  });

  it('rewrites detail URLs to one internal page per ID, and moves other names to the canonical one', () => {
    expect(resolveIn('/nl/projecten/residentie-coupure/901/')).toEqual({ type: 'rewrite', lang: 'nl', pathname: '/nl/project/901/' });
    const canonicalPath = (kind: string, lang: string, id: number) =>
      kind === 'project' && id === 901 ? projectHref(withList, lang as 'nl', { id, name: 'Résidence Coupure' }) : undefined;
    expect(
      resolveRequest(withList, { pathname: '/fr/projets/ancien-nom/901/', search: '', projectExists: only901, canonicalPath }),
    ).toEqual({
      type: 'redirect',
      location: '/fr/projets/residence-coupure/901/',
      permanent: true,
    });
    expect(resolveRequest(withList, { pathname: '/project/901/', search: '', projectExists: only901, canonicalPath })).toEqual({
      type: 'redirect',
      location: '/nl/projecten/residence-coupure/901/',
    });
  });

  it('answers "project not found" for unknown IDs, and 404 for other shapes', () => {
    expect(resolveIn('/nl/projecten/x/902/')).toEqual({ type: 'not-found', lang: 'nl', what: 'project' });
    expect(resolveIn('/nl/projecten/x/90a/')).toEqual({ type: 'not-found', lang: 'nl' });
    expect(resolveIn('/nl/projecten/901/')).toEqual({ type: 'not-found', lang: 'nl' });
    expect(resolveIn('/nl/projecten/x/901/extra/')).toEqual({ type: 'not-found', lang: 'nl' });
    expect(resolveIn('/fr/projecten/x/901/')).toEqual({ type: 'not-found', lang: 'fr' });
    expect(resolveIn('/nl/project/901/projecten/x/').type).toBe('not-found');
  });

  it('hands /project/{id}/ to the detail route, which redirects to the canonical URL', () => {
    expect(resolveIn('/project/901/')).toEqual({ type: 'rewrite', lang: 'nl', pathname: '/nl/project/901/' });
    expect(resolveIn('/project/902/')).toEqual({ type: 'not-found', lang: 'nl', what: 'project' });
    expect(resolveIn('/project/')).toEqual({ type: 'redirect', location: '/nl/projecten/' });
  });

  it('builds canonical project URLs under the localized list', () => {
    expect(projectHref(withList, 'nl', { id: 901, name: 'Residentie Coupure' })).toBe('/nl/projecten/residentie-coupure/901/');
    expect(projectHref(withList, 'fr', { id: 904, name: 'Les Terrasses de Meuse' })).toBe('/fr/projets/les-terrasses-de-meuse/904/');
  });

  it('keeps detail pages under /{lang}/project/ when the list is external, and links the list to its address', () => {
    expect(projectHref(table, 'fr', { id: 901, name: 'Résidence Coupure' })).toBe('/fr/project/residence-coupure/901/');
    expect(resolveIn('/fr/project/residence-coupure/901/', table)).toEqual({
      type: 'rewrite',
      lang: 'fr',
      pathname: '/fr/project/901/',
    });
    expect(routeHref(table, 'fr', table.neutral.get('/project/')!)).toBe('https://nieuwbouw.example/fr');
    expect(localizeHref(table, 'nl', '/project/')).toBe('https://nieuwbouw.example/nl');
  });
});

describe('resolveRequest: the owner area', () => {
  it('serves the login and the portal in the owner languages, en included, and nowhere else', () => {
    expect(resolve('/en/login/')).toEqual({ type: 'rewrite', lang: 'en', pathname: '/en/login/' });
    expect(resolve('/nl/login/wachtwoord-vergeten/')).toEqual({ type: 'rewrite', lang: 'nl', pathname: '/nl/login/forgot/' });
    expect(resolve('/fr/login/mot-de-passe/', { search: '?token=abc' })).toEqual({
      type: 'rewrite',
      lang: 'fr',
      pathname: '/fr/login/password/',
    });
    expect(resolve('/nl/portaal/')).toEqual({ type: 'rewrite', lang: 'nl', pathname: '/nl/portal/' });
    expect(resolve('/fr/portail/4101/')).toEqual({ type: 'rewrite', lang: 'fr', pathname: '/fr/portal/4101/' });
    expect(resolve('/en/portal/4101/')).toEqual({ type: 'rewrite', lang: 'en', pathname: '/en/portal/4101/' });
    // Another language's segment, a non-numeric id, the internal path: not ours. Under the area's own
    // first segments, the owner area's 404; elsewhere the public site's.
    expect(resolve('/nl/portail/')).toEqual({ type: 'not-found', lang: 'nl' });
    expect(resolve('/nl/portaal/abc/')).toEqual({ type: 'not-found', lang: 'nl', area: 'owner' });
    expect(resolve('/nl/login/forgot/')).toEqual({ type: 'not-found', lang: 'nl', area: 'owner' });
    expect(resolve('/en/portal/4101/history/')).toEqual({ type: 'not-found', lang: 'en', area: 'owner' });
    expect(resolve('/fr/login/rien/')).toEqual({ type: 'not-found', lang: 'fr', area: 'owner' });
    // Where requireOwnedProperty sends an owner for a property not theirs.
    expect(resolve(ownerNotFoundPath('nl'))).toEqual({ type: 'not-found', lang: 'nl', area: 'owner' });
    // en is the owner area's only: the public site's pages stay a 404 in it.
    expect(resolve('/en/te-koop/').type).toBe('not-found');
  });

  it('sends /login/ to the login in the detected language, keeping the query', () => {
    expect(resolve('/login/', { accept: 'fr-BE,fr;q=0.9' })).toEqual({ type: 'redirect', location: '/fr/login/' });
    expect(resolve('/login/', { accept: 'en-GB,en;q=0.9' })).toEqual({ type: 'redirect', location: '/en/login/' });
    expect(resolve('/login/', { search: '?lng=nl&x=1' })).toEqual({ type: 'redirect', location: '/nl/login/?lng=nl&x=1' });
  });
});
