/** menu.json: the page tree, with per-language paths, SEO metadata and page modules. */
import type { MenuEntryRecord, ModuleRecord } from '../../../lib/catalogue/data/file-schemas';
import { frenchSpacing } from './articles';
import type { Bilingual } from './places';
import { TEAM, memberArticleId, memberMenuId, portraitUrl, slug } from './team';

/** "Agent immobilier Flandre" → "agent immobilier Flandre": only the first letter, place names keep theirs. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

type ModuleInput = Omit<ModuleRecord, 'relations'> & { relations?: ModuleRecord['relations'] };

interface PageDef {
  id: string;
  name: string;
  /** Neutral path segment. */
  path: string;
  localPath: Bilingual;
  title: Bilingual;
  description: Bilingual;
  type?: 'page' | 'home' | 'redirect' | 'member';
  redirectUrl?: string;
  status?: 'Published' | 'Unpublished';
  banner?: number | false;
  image?: string;
  modules?: ModuleInput[];
  children?: PageDef[];
  teamMemberId?: string;
}

const full = { sm: 12, md: 12, lg: 12 };
let moduleSort = 0;

function article(id: string, articleId: string, extra: Partial<ModuleInput> = {}): ModuleInput {
  return {
    id,
    position: 0,
    col: full,
    sort: moduleSort++,
    view: 'article',
    backgroundType: 'empty',
    status: 'Published',
    relations: [{ type: 'article', id: articleId }],
    ...extra,
  };
}

function category(id: string, menuId: string, extra: Partial<ModuleInput> = {}): ModuleInput {
  return {
    id,
    position: 1,
    col: full,
    sort: moduleSort++,
    view: 'category',
    backgroundType: 'empty',
    status: 'Published',
    relations: [{ type: 'menu', id: menuId }],
    ...extra,
  };
}

function contact(id: string, form: string, extra: Partial<ModuleInput> = {}): ModuleInput {
  return {
    id,
    position: 1,
    col: { sm: 12, md: 12, lg: 8 },
    sort: moduleSort++,
    view: 'contact',
    backgroundType: 'empty',
    status: 'Published',
    relations: [{ type: 'form', id: form }],
    ...extra,
  };
}

const CARD = (name: string) => `/photos/pages/${name}.jpg`;

const PAGES: PageDef[] = [
  {
    id: 'home',
    name: 'Home',
    path: '',
    localPath: { nl: '', fr: '' },
    type: 'home',
    banner: false,
    title: {
      nl: 'Vitrine Vastgoed – uw vastgoedmakelaar in België en Luxemburg',
      fr: 'Vitrine Vastgoed – votre agent immobilier en Belgique et au Luxembourg',
    },
    description: {
      nl: 'Huizen, appartementen en bouwgronden te koop en te huur in Vlaanderen, Brussel, Wallonië en Luxemburg. Vraag een gratis schatting aan.',
      fr: 'Maisons, appartements et terrains à vendre et à louer en Flandre, à Bruxelles, en Wallonie et au Luxembourg. Demandez une estimation gratuite.',
    },
    modules: [
      article('home-intro', 'home-intro', {
        col: { sm: 12, md: 12, lg: 10 },
        backgroundType: 'color',
        colorBackground: '#f4efe8',
        span: 10,
      }),
      {
        id: 'home-latest-sale',
        title: { nl: 'Nieuw te koop', fr: 'Nouveautés à vendre' },
        titleSize: 'h2',
        position: 1,
        col: full,
        sort: moduleSort++,
        view: 'property-list',
        backgroundType: 'empty',
        status: 'Published',
        relations: [{ type: 'goal', id: 'sale' }],
        maxItems: 6,
        numberItemOfRow: 3,
      },
      category('home-services', 'services', {
        title: { nl: 'Onze diensten', fr: 'Nos services' },
        titleSize: 'h2',
        position: 2,
        backgroundType: 'image',
        image: '/photos/banner/3.jpg',
        numberItemOfRow: 4,
      }),
    ],
  },
  {
    id: 'for-sale',
    name: 'For sale',
    path: 'for-sale',
    localPath: { nl: 'te-koop', fr: 'a-vendre' },
    type: 'redirect',
    redirectUrl: '/for-sale/',
    title: { nl: 'Te koop', fr: 'À vendre' },
    description: {
      nl: 'Ons volledige aanbod van woningen, appartementen en gronden te koop.',
      fr: 'Toute notre offre de maisons, appartements et terrains à vendre.',
    },
  },
  {
    id: 'for-rent',
    name: 'For rent',
    path: 'for-rent',
    localPath: { nl: 'te-huur', fr: 'a-louer' },
    type: 'redirect',
    redirectUrl: '/for-rent/',
    title: { nl: 'Te huur', fr: 'À louer' },
    description: {
      nl: 'Ons volledige aanbod van woningen, appartementen en handelspanden te huur.',
      fr: 'Toute notre offre de maisons, appartements et commerces à louer.',
    },
  },
  {
    id: 'services',
    name: 'Services',
    path: 'services',
    localPath: { nl: 'diensten', fr: 'services' },
    banner: 1,
    title: { nl: 'Diensten', fr: 'Services' },
    description: {
      nl: 'Verkoop, verhuur, financiering, renovatieadvies en vastgoedjacht: ontdek hoe Vitrine Vastgoed u begeleidt.',
      fr: 'Vente, location, financement, conseils en rénovation et chasse immobilière : découvrez comment Vitrine Vastgoed vous accompagne.',
    },
    modules: [
      article('services-intro', 'services-intro'),
      category('services-list', 'services', { numberItemOfRow: 2, isHasSubcategories: true }),
    ],
    children: [
      {
        id: 'brokerage',
        name: 'Brokerage',
        path: 'brokerage',
        localPath: { nl: 'bemiddeling', fr: 'courtage' },
        banner: 2,
        image: CARD('brokerage'),
        title: { nl: 'Bemiddeling', fr: 'Courtage' },
        description: {
          nl: 'Verkopen of verhuren met een erkend vastgoedmakelaar: van schatting tot notaris.',
          fr: "Vendre ou louer avec un agent immobilier agréé : de l'estimation au notaire.",
        },
        modules: [article('brokerage-article', 'brokerage', { titleSize: 'h2' })],
      },
      {
        id: 'financing',
        name: 'Financing',
        path: 'financing',
        localPath: { nl: 'financiering', fr: 'financement' },
        banner: 3,
        image: CARD('financing'),
        title: { nl: 'Financiering', fr: 'Financement' },
        description: {
          nl: 'Registratierechten, notariskosten en uw leencapaciteit: zo financiert u uw aankoop.',
          fr: "Droits d'enregistrement, frais de notaire et capacité d'emprunt : financer votre achat.",
        },
        modules: [article('financing-article', 'financing')],
      },
      {
        id: 'renovation',
        name: 'Renovation',
        path: 'renovation',
        localPath: { nl: 'renovatie', fr: 'renovation' },
        banner: 1,
        image: CARD('renovation'),
        title: { nl: 'Renovatie', fr: 'Rénovation' },
        description: {
          nl: 'Renovatieplicht, premies en betrouwbare aannemers: wij helpen u op weg.',
          fr: 'Obligation de rénovation, primes et entrepreneurs fiables : nous vous guidons.',
        },
        modules: [article('renovation-article', 'renovation')],
      },
      {
        id: 'property-hunter',
        name: 'Property hunter',
        path: 'property-hunter',
        localPath: { nl: 'vastgoedjager', fr: 'chasseur-immobilier' },
        banner: 2,
        image: CARD('property-hunter'),
        title: { nl: 'Vastgoedjager', fr: 'Chasseur immobilier' },
        description: {
          nl: 'Wij zoeken de woning die bij u past, ook buiten het publieke aanbod.',
          fr: "Nous cherchons le bien qui vous correspond, y compris hors de l'offre publique.",
        },
        modules: [article('property-hunter-article', 'property-hunter')],
      },
    ],
  },
  {
    id: 'demand-register',
    name: 'Demand register',
    path: 'demand-register',
    localPath: { nl: 'wij-zoeken', fr: "j'inscris-ma-recherche" },
    banner: 3,
    title: { nl: 'Wij zoeken voor u', fr: "J'inscris ma recherche" },
    description: {
      nl: 'Laat uw zoekcriteria achter en ontvang nieuwe panden als eerste.',
      fr: 'Indiquez vos critères de recherche et recevez les nouveaux biens en premier.',
    },
    modules: [
      article('demand-register-article', 'demand-register', { col: { sm: 12, md: 12, lg: 8 } }),
      contact('demand-register-form', 'demand-register'),
    ],
  },
  {
    id: 'contact-demand',
    name: 'Free valuation',
    path: 'contact-demand',
    localPath: { nl: 'gratis-schatting', fr: 'estimation-gratuite' },
    banner: 1,
    title: { nl: 'Gratis schatting', fr: 'Estimation gratuite' },
    description: {
      nl: 'Vraag een gratis en vrijblijvende schatting van uw woning aan.',
      fr: 'Demandez une estimation gratuite et sans engagement de votre bien.',
    },
    modules: [article('valuation-article', 'valuation', { col: { sm: 12, md: 12, lg: 8 } }), contact('valuation-form', 'valuation')],
  },
  {
    id: 'our-team',
    name: 'Our team',
    path: 'our-team',
    localPath: { nl: 'ons-team', fr: 'notre-equipe' },
    banner: 2,
    title: { nl: 'Ons team', fr: 'Notre équipe' },
    description: {
      nl: 'Maak kennis met de makelaars en medewerkers van Vitrine Vastgoed.',
      fr: 'Faites connaissance avec les agents et collaborateurs de Vitrine Vastgoed.',
    },
    modules: [article('our-team-article', 'our-team'), category('our-team-members', 'our-team', { numberItemOfRow: 3, maxItems: 40 })],
    children: TEAM.map((m) => ({
      id: memberMenuId(m),
      name: `${m.firstName} ${m.lastName}`,
      path: slug(m),
      localPath: { nl: slug(m), fr: slug(m) },
      type: 'member' as const,
      teamMemberId: m.id,
      image: portraitUrl(m),
      banner: false as const,
      title: { nl: `${m.firstName} ${m.lastName}`, fr: `${m.firstName} ${m.lastName}` },
      description: {
        nl: `${m.firstName} ${m.lastName}, ${lowerFirst(m.role.nl)} bij Vitrine Vastgoed.`,
        fr: `${m.firstName} ${m.lastName}, ${lowerFirst(m.role.fr)} chez Vitrine Vastgoed.`,
      },
      modules: [
        article(`${slug(m)}-bio`, memberArticleId(m), {
          relations: [
            { type: 'article', id: memberArticleId(m) },
            { type: 'team', id: m.id },
          ],
        }),
      ],
    })),
  },
  {
    id: 'contact',
    name: 'Contact',
    path: 'contact',
    localPath: { nl: 'contact', fr: 'contact' },
    banner: 3,
    title: { nl: 'Contact', fr: 'Contact' },
    description: {
      nl: 'Adressen, openingsuren en contactformulier van onze kantoren in Gent, Brussel en Namen.',
      fr: "Adresses, heures d'ouverture et formulaire de contact de nos agences de Gand, Bruxelles et Namur.",
    },
    modules: [
      article('contact-article', 'contact', {
        col: { sm: 12, md: 6, lg: 4 },
        position: 0,
        backgroundType: 'color',
        colorBackground: '#f4efe8',
      }),
      contact('contact-form', 'site-contact', { position: 0, col: { sm: 12, md: 6, lg: 8 } }),
    ],
  },
  {
    id: 'privacy',
    name: 'Privacy',
    path: 'privacy',
    localPath: { nl: 'privacy', fr: 'vie-privee' },
    banner: false,
    title: { nl: 'Privacyverklaring', fr: 'Déclaration de confidentialité' },
    description: {
      nl: 'Hoe Vitrine Vastgoed uw persoonsgegevens verwerkt en beschermt (AVG).',
      fr: 'Comment Vitrine Vastgoed traite et protège vos données personnelles (RGPD).',
    },
    modules: [article('privacy-article', 'privacy', { col: { sm: 12, md: 12, lg: 9 } })],
  },
  {
    id: 'cookie-policy',
    name: 'Cookie policy',
    path: 'cookie-policy',
    localPath: { nl: 'cookiebeleid', fr: 'politique-cookies' },
    banner: false,
    title: { nl: 'Cookiebeleid', fr: 'Politique en matière de cookies' },
    description: {
      nl: 'Welke cookies onze website gebruikt en hoe u uw keuze aanpast.',
      fr: 'Les cookies utilisés par notre site et comment modifier votre choix.',
    },
    modules: [article('cookie-policy-article', 'cookie-policy', { col: { sm: 12, md: 12, lg: 9 } })],
  },
  {
    id: 'conditions',
    name: 'Conditions',
    path: 'conditions',
    localPath: { nl: 'algemene-voorwaarden', fr: 'conditions-generales' },
    banner: false,
    title: { nl: 'Algemene voorwaarden', fr: 'Conditions générales' },
    description: {
      nl: 'De voorwaarden voor het gebruik van de website van Vitrine Vastgoed.',
      fr: "Les conditions d'utilisation du site de Vitrine Vastgoed.",
    },
    modules: [article('conditions-article', 'conditions', { col: { sm: 12, md: 12, lg: 9 } })],
  },
  {
    id: 'about',
    name: 'About',
    path: 'about',
    localPath: { nl: 'over-ons', fr: 'a-propos' },
    banner: 2,
    title: { nl: 'Over ons', fr: 'À propos' },
    description: {
      nl: 'Sinds 2009 uw onafhankelijke vastgoedmakelaar in Gent, Brussel en Namen.',
      fr: 'Votre agent immobilier indépendant à Gand, Bruxelles et Namur depuis 2009.',
    },
    modules: [
      article('about-article', 'about', { col: { sm: 12, md: 12, lg: 8 } }),
      {
        id: 'about-for-rent',
        title: { nl: 'Nu te huur', fr: 'Actuellement à louer' },
        titleSize: 'h3',
        position: 1,
        col: full,
        sort: moduleSort++,
        view: 'property-list',
        backgroundType: 'color',
        colorBackground: '#eef3f8',
        status: 'Published',
        relations: [{ type: 'goal', id: 'rent' }],
        maxItems: 3,
        numberItemOfRow: 3,
      },
    ],
  },
  {
    id: 'real-estate',
    name: 'Real estate',
    path: 'real-estate',
    localPath: { nl: 'vastgoed', fr: 'immobilier' },
    banner: 3,
    title: { nl: 'Vastgoed', fr: 'Immobilier' },
    description: {
      nl: 'Kopen, huren of nieuwbouw: ons vastgoedaanbod in België en Luxemburg.',
      fr: 'Acheter, louer ou construire neuf : notre offre immobilière en Belgique et au Luxembourg.',
    },
    modules: [article('real-estate-article', 'real-estate', { col: { sm: 12, md: 12, lg: 8 } })],
  },
  {
    id: 'home-staging',
    name: 'Home staging',
    path: 'home-staging',
    localPath: { nl: 'home-staging', fr: 'home-staging' },
    banner: 1,
    title: { nl: 'Home staging', fr: 'Home staging' },
    description: {
      nl: 'Verkoop sneller met home staging: advies of een volledige styling.',
      fr: 'Vendez plus vite grâce au home staging : conseils ou mise en scène complète.',
    },
    modules: [
      article('home-staging-article', 'home-staging'),
      category('home-staging-options', 'home-staging', {
        numberItemOfRow: 2,
        backgroundType: 'gallery',
        images: ['/photos/banner/1.jpg', '/photos/banner/2.jpg', '/photos/banner/3.jpg'],
      }),
    ],
    children: [
      {
        id: 'advice',
        name: 'Advice',
        path: 'advice',
        localPath: { nl: 'advies', fr: 'conseils' },
        banner: 2,
        image: CARD('advice'),
        title: { nl: 'Advies', fr: 'Conseils' },
        description: {
          nl: 'Vijf gouden tips om uw woning klaar te maken voor de verkoop.',
          fr: "Cinq règles d'or pour préparer votre bien à la vente.",
        },
        modules: [article('advice-article', 'advice')],
      },
      {
        id: 'styling',
        name: 'Styling',
        path: 'styling',
        localPath: { nl: 'styling', fr: 'decoration' },
        banner: 3,
        image: CARD('styling'),
        title: { nl: 'Styling', fr: 'Décoration' },
        description: {
          nl: 'Een volledige styling met huurmeubilair voor lege of gedateerde woningen.',
          fr: 'Une mise en scène complète avec mobilier de location pour les biens vides ou datés.',
        },
        modules: [article('styling-article', 'styling')],
      },
    ],
  },
  {
    id: 'partners',
    name: 'Partners',
    path: 'partners',
    localPath: { nl: 'partners', fr: 'partenaires' },
    banner: 1,
    title: { nl: 'Partners', fr: 'Partenaires' },
    description: {
      nl: 'Notarissen, keurders, kredietbemiddelaars en aannemers met wie we samenwerken.',
      fr: 'Les notaires, certificateurs, courtiers en crédit et entrepreneurs avec qui nous collaborons.',
    },
    modules: [article('partners-article', 'partners', { col: { sm: 12, md: 12, lg: 8 } })],
  },
  {
    id: 'stats',
    name: 'Stats',
    path: 'stats',
    localPath: { nl: 'cijfers', fr: 'chiffres' },
    banner: 2,
    title: { nl: 'Cijfers', fr: 'Chiffres' },
    description: {
      nl: 'De vastgoedmarkt in cijfers, op basis van onze eigen dossiers.',
      fr: "Le marché immobilier en chiffres, d'après nos propres dossiers.",
    },
    modules: [article('stats-article', 'stats'), category('stats-topics', 'stats', { numberItemOfRow: 4 })],
    children: [
      {
        id: 'commercial',
        name: 'Commercial',
        path: 'commercial',
        localPath: { nl: 'commercieel-vastgoed', fr: 'immobilier-commercial' },
        banner: 3,
        image: CARD('commercial'),
        title: { nl: 'Commercieel vastgoed', fr: 'Immobilier commercial' },
        description: {
          nl: 'Huurprijzen en verhuurtermijnen van handelspanden, kantoren en magazijnen.',
          fr: 'Loyers et délais de location des commerces, bureaux et entrepôts.',
        },
        modules: [article('commercial-article', 'commercial')],
      },
      {
        id: 'commons',
        name: 'Commons',
        path: 'commons',
        localPath: { nl: 'gemeenschappelijke-delen', fr: 'parties-communes' },
        banner: 1,
        image: CARD('commons'),
        title: { nl: 'Gemeenschappelijke delen', fr: 'Parties communes' },
        description: {
          nl: 'Wat kosten de gemeenschappelijke delen van een appartementsgebouw?',
          fr: "Que coûtent les parties communes d'un immeuble à appartements ?",
        },
        modules: [article('commons-article', 'commons')],
      },
      {
        id: 'potential-tenants',
        name: 'Potential tenants',
        path: 'potential-tenants',
        localPath: { nl: 'kandidaat-huurders', fr: 'locataires-potentiels' },
        banner: 2,
        image: CARD('potential-tenants'),
        title: { nl: 'Kandidaat-huurders', fr: 'Locataires potentiels' },
        description: {
          nl: 'Hoeveel kandidaat-huurders reageren op een pand, en hoe snel is het verhuurd?',
          fr: 'Combien de candidats locataires par bien, et en combien de temps est-il loué ?',
        },
        modules: [article('potential-tenants-article', 'potential-tenants')],
      },
      {
        id: 'potential-buyers',
        name: 'Potential buyers',
        path: 'potential-buyers',
        localPath: { nl: 'kandidaat-kopers', fr: 'acheteurs-potentiels' },
        banner: 3,
        image: CARD('potential-buyers'),
        title: { nl: 'Kandidaat-kopers', fr: 'Acheteurs potentiels' },
        description: {
          nl: 'Het budget van de kandidaat-kopers in ons zoekregister.',
          fr: 'Le budget des acheteurs potentiels inscrits dans notre registre de recherche.',
        },
        modules: [article('potential-buyers-article', 'potential-buyers')],
      },
    ],
  },
  {
    id: 'old-promo',
    name: 'Old promotion',
    path: 'old-promo',
    localPath: { nl: 'oude-actie', fr: 'ancienne-action' },
    status: 'Unpublished',
    banner: false,
    title: { nl: 'Voorjaarsactie', fr: 'Action de printemps' },
    description: { nl: 'Deze actie is afgelopen.', fr: 'Cette action est terminée.' },
    modules: [article('old-promo-article', 'old-promo')],
  },
  {
    id: 'testimonials',
    name: 'Testimonials',
    path: 'testimonials',
    localPath: { nl: 'getuigenissen', fr: 'temoignages' },
    banner: false,
    title: { nl: 'Getuigenissen', fr: 'Témoignages' },
    description: {
      nl: 'Wat kopers, verkopers, huurders en eigenaars over Vitrine Vastgoed vertellen.',
      fr: 'Ce que les acheteurs, vendeurs, locataires et propriétaires disent de Vitrine Vastgoed.',
    },
    modules: [
      article('testimonials-article', 'testimonials', { col: { sm: 12, md: 12, lg: 8 } }),
      {
        id: 'testimonials-list',
        position: 1,
        col: full,
        sort: moduleSort++,
        view: 'testimonials',
        backgroundType: 'empty',
        status: 'Published',
        relations: [],
      },
      contact('testimonials-form', 'testimonial', { position: 2 }),
    ],
  },
  {
    id: 'jobs',
    name: 'Jobs',
    path: 'jobs',
    localPath: { nl: 'vacatures', fr: 'emplois' },
    banner: false,
    title: { nl: 'Werken bij Vitrine', fr: 'Travailler chez Vitrine' },
    description: {
      nl: 'Vacatures bij Vitrine Vastgoed in Gent, Brussel en Namen, en een open sollicitatie.',
      fr: 'Nos offres d’emploi à Gand, Bruxelles et Namur, et la candidature spontanée.',
    },
    modules: [article('jobs-article', 'jobs', { col: { sm: 12, md: 12, lg: 8 } }), contact('jobs-form', 'job-contact', { position: 1 })],
  },
];

const SITE = 'Vitrine Vastgoed';

function timestamp(index: number, base: string, stepDays: number): string {
  return new Date(Date.parse(base) + index * stepDays * 86400000 + (index % 7) * 3600000).toISOString();
}

let entryIndex = 0;

const spaced = (text: Bilingual): Bilingual => ({ nl: text.nl, fr: frenchSpacing(text.fr) });

function toEntry(source: PageDef, parentId: string | null, sort: number): MenuEntryRecord {
  const page = { ...source, title: spaced(source.title), description: spaced(source.description) };
  const index = entryIndex++;
  const children = (page.children ?? []).map((child, i) => toEntry(child, page.id, i));
  const type = page.type ?? 'page';
  const banner = page.banner === undefined || page.banner === false ? null : page.banner;
  const metadata = Object.fromEntries(
    (['nl', 'fr'] as const).map((lang) => [
      lang,
      {
        pageTitle: type === 'home' ? page.title[lang] : `${page.title[lang]} | ${SITE}`,
        ogTitle: page.title[lang],
        ogDescription: page.description[lang],
        twitterTitle: page.title[lang],
        twitterDescription: page.description[lang],
        ...(page.image ? { ogImage: page.image } : {}),
      },
    ]),
  );
  return {
    id: page.id,
    parentId,
    name: page.name,
    path: page.path,
    status: page.status ?? 'Published',
    createDate: timestamp(index, '2025-10-06T09:00:00.000Z', 3),
    modifyDate: timestamp(index, '2026-03-02T14:30:00.000Z', 5),
    sort,
    childMenus: children,
    params: {
      title: page.title,
      description: page.description,
      metadata,
      isActiveSEO: page.status !== 'Unpublished',
      ...(page.image ? { image: page.image } : {}),
      modules: (page.modules ?? []).map((m) => ({ ...m, relations: m.relations ?? [] })),
      sort,
      isHaveSubMenu: children.length > 0,
      ...(children.length ? { subMenu: children.map((c) => c.id) } : {}),
      type,
      redirect: type === 'redirect',
      ...(page.redirectUrl ? { redirectUrl: page.redirectUrl } : {}),
      path: page.localPath,
      showBreadCrumb: type !== 'home',
      showPageBanner: banner !== null,
      ...(banner !== null ? { banner: { image: `/photos/banner/${banner}.jpg`, title: page.title } } : {}),
      ...(page.teamMemberId ? { teamMemberId: page.teamMemberId } : {}),
    },
  };
}

export function menuEntries(): MenuEntryRecord[] {
  entryIndex = 0;
  return PAGES.map((page, i) => toEntry(page, null, i));
}
