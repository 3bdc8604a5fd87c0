/** site.json (configuration) and paths.json (app routes that are not menu pages). */
import type { z } from 'zod';
import type { PathsFileSchema, SiteFileSchema } from '../../../lib/catalogue/data/file-schemas';
import { frenchSpacing } from './articles';
import type { Bilingual } from './places';
import { OFFICE_PHONE, OPENING_HOURS, officePhoneHref, officePhoneText, openingHoursShort } from './office';

type FooterLink = { href: string | Bilingual; label: Bilingual };

/**
 * The footer's link lists. Every page that the sitemap gives and the main menu does not reach is in one
 * of them, or under a page that is (its category module lists its children): a visitor finds what a
 * search engine finds (tests/e2e/site-pages.spec.ts crawls it).
 */
const ABOUT_LINKS: FooterLink[] = [
  { href: '/about/', label: { nl: 'Over ons', fr: 'À propos' } },
  { href: '/our-team/', label: { nl: 'Ons team', fr: 'Notre équipe' } },
  { href: '/testimonials/', label: { nl: 'Getuigenissen', fr: 'Témoignages' } },
  { href: '/partners/', label: { nl: 'Partners', fr: 'Partenaires' } },
  { href: '/jobs/', label: { nl: 'Werken bij Vitrine', fr: 'Travailler chez Vitrine' } },
];
const OFFER_LINKS: FooterLink[] = [
  { href: '/for-sale/', label: { nl: 'Te koop', fr: 'À vendre' } },
  { href: '/for-rent/', label: { nl: 'Te huur', fr: 'À louer' } },
  { href: '/real-estate/', label: { nl: 'Ons vastgoedaanbod', fr: 'Notre offre immobilière' } },
  { href: '/services/', label: { nl: 'Diensten', fr: 'Services' } },
  { href: '/home-staging/', label: { nl: 'Home staging', fr: 'Home staging' } },
  { href: '/stats/', label: { nl: 'De markt in cijfers', fr: 'Le marché en chiffres' } },
  { href: '/contact-demand/', label: { nl: 'Gratis schatting', fr: 'Estimation gratuite' } },
  { href: '/demand-register/', label: { nl: 'Zoekopdracht registreren', fr: 'Inscrire ma recherche' } },
];
const LEGAL_LINKS: FooterLink[] = [
  {
    href: { nl: 'https://www.biv.be', fr: 'https://www.ipi.be' },
    label: { nl: 'Beroepsinstituut van Vastgoedmakelaars', fr: 'Institut professionnel des agents immobiliers' },
  },
  { href: '/privacy/', label: { nl: 'Privacyverklaring', fr: 'Vie privée' } },
  { href: '/cookie-policy/', label: { nl: 'Cookiebeleid', fr: 'Politique en matière de cookies' } },
  { href: '/conditions/', label: { nl: 'Algemene voorwaarden', fr: 'Conditions générales' } },
];

function linkList(lang: 'nl' | 'fr', links: FooterLink[]): string {
  const items = links.map(({ href, label }) => `<li><a href="${typeof href === 'string' ? href : href[lang]}">${label[lang]}</a></li>`);
  return `<ul>${items.join('')}</ul>`;
}

export function siteConfig(): Omit<z.input<typeof SiteFileSchema>, '$schema'> {
  return {
    name: 'Vitrine Vastgoed',
    url: 'https://www.vitrine-vastgoed.be',
    logo: {
      url: '/logo.svg',
      width: 196,
      height: 48,
      alt: { nl: 'Vitrine Vastgoed – naar de startpagina', fr: "Vitrine Vastgoed – vers la page d'accueil" },
    },
    site_info: { analyticsId: '', adsId: '', tagManagerId: '', socialPixelId: '' },
    language: {
      languageUse: [
        { code: 'nl', use: true },
        { code: 'fr', use: true },
        { code: 'en', use: false },
        { code: 'de', use: false },
      ],
      default: 'nl',
      owner: ['en', 'nl', 'fr'],
    },
    contact: {
      phone: OFFICE_PHONE,
      email: 'info@vitrine-vastgoed.be',
      street: 'Kortrijksesteenweg 245',
      zip: '9000',
      city: { nl: 'Gent', fr: 'Gand' },
      vat: 'BE 0712.345.678',
      openingHours: OPENING_HOURS,
    },
    agency: {
      legalName: { nl: 'Vitrine Vastgoed BV', fr: 'Vitrine Vastgoed SRL' },
      companyNumber: '0712.345.678',
      professionalTitle: { nl: 'vastgoedmakelaar-bemiddelaar', fr: 'agent immobilier intermédiaire' },
      bivNumber: '512.345',
      titleCountry: 'BE',
      insurer: { nl: 'AXA Belgium NV', fr: 'AXA Belgium SA' },
      policyNumber: '730.390.160',
      codeOfConduct: { nl: 'https://www.biv.be/plichtenleer', fr: 'https://www.ipi.be/deontologie' },
      luxembourgPermit: '10123456/0',
      valuationFee: { percentExclVat: 3, vatPercent: 21 },
    },
    mainMenu: ['home', 'for-sale', 'for-rent', 'our-team', 'contact'],
    timeSlots: [
      { from: '10:00', to: '13:00' },
      { from: '14:00', to: '16:00' },
      { from: '16:00', to: '19:00' },
    ],
    marquee: { sold: [2], rented: [3], fromHistory: [1, 5] },
    freshness: { newDays: 7, priceLoweredDays: 30 },
    // Listings without a mandatory mention are published, and the data check reports them (docs/decisions/0040).
    legal: { incompleteListings: 'publish' },
    topBar: {
      status: true,
      left: [
        { status: true, label: { nl: officePhoneText, fr: officePhoneText }, link: officePhoneHref, icon: 'phone', color: '#ffffff' },
        {
          status: true,
          label: { nl: 'info@vitrine-vastgoed.be', fr: 'info@vitrine-vastgoed.be' },
          link: 'mailto:info@vitrine-vastgoed.be',
          icon: 'mail',
          color: '#ffffff',
        },
      ],
      right: [
        { status: true, label: openingHoursShort(), link: '/contact/', icon: 'clock', color: '#f4efe8' },
        {
          status: true,
          label: { nl: 'Volg ons op Facebook', fr: 'Suivez-nous sur Facebook' },
          link: 'https://www.facebook.com/vitrinevastgoed',
          icon: 'facebook',
          color: '#f4efe8',
        },
        {
          status: false,
          label: { nl: 'Kantoor gesloten op 11 november', fr: 'Agence fermée le 11 novembre' },
          link: '/contact/',
          icon: 'info',
          color: '#e0b04f',
        },
      ],
    },
    header: { hideOnHomeUntilScroll: false },
    footer: {
      columns: [
        {
          id: 'about',
          title: { public: true, value: { nl: 'Vitrine Vastgoed', fr: 'Vitrine Vastgoed' } },
          intro: {
            public: true,
            value: {
              nl: 'Uw onafhankelijke vastgoedmakelaar in België en Luxemburg.',
              fr: 'Votre agent immobilier indépendant en Belgique et au Luxembourg.',
            },
          },
          text: {
            public: true,
            value: {
              nl: `<p>Sinds 2009 begeleiden we verkopen en verhuringen in Vlaanderen, Brussel, Wallonië en Luxemburg, met kantoren in Gent, Brussel en Namen.</p>${linkList('nl', ABOUT_LINKS)}`,
              fr: `<p>Depuis 2009, nous accompagnons ventes et locations en Flandre, à Bruxelles, en Wallonie et au Luxembourg, avec des agences à Gand, Bruxelles et Namur.</p>${linkList('fr', ABOUT_LINKS)}`,
            },
          },
          sm: 12,
          md: 6,
          lg: 3,
        },
        {
          id: 'contact',
          title: { public: true, value: { nl: 'Contact', fr: 'Contact' } },
          intro: {
            public: false,
            value: { nl: 'Interne notitie: adres na verhuis aanpassen.', fr: "Note interne : adapter l'adresse après le déménagement." },
          },
          text: {
            public: true,
            value: {
              nl: `<p>Kortrijksesteenweg 245<br>9000 Gent</p><p>T <a href="${officePhoneHref}">${officePhoneText}</a><br>E <a href="mailto:info@vitrine-vastgoed.be">info@vitrine-vastgoed.be</a></p><p>Btw BE 0712.345.678<br>BIV 512.345</p>`,
              fr: `<p>Kortrijksesteenweg 245<br>9000 Gand</p><p>T <a href="${officePhoneHref}">${officePhoneText}</a><br>E <a href="mailto:info@vitrine-vastgoed.be">info@vitrine-vastgoed.be</a></p><p>TVA BE 0712.345.678<br>IPI 512.345</p>`,
            },
          },
          sm: 12,
          md: 6,
          lg: 3,
        },
        {
          id: 'links',
          title: { public: true, value: { nl: 'Aanbod en diensten', fr: 'Offre et services' } },
          text: { public: true, value: { nl: linkList('nl', OFFER_LINKS), fr: linkList('fr', OFFER_LINKS) } },
          sm: 12,
          md: 6,
          lg: 3,
        },
        {
          id: 'memberships',
          title: { public: true, value: { nl: 'Erkend en aangesloten', fr: 'Agréés et affiliés' } },
          intro: {
            public: true,
            value: {
              nl: 'Erkend vastgoedmakelaar-bemiddelaar BIV nr. 512.345, België.',
              fr: 'Agent immobilier intermédiaire agréé IPI n° 512.345, Belgique.',
            },
          },
          text: { public: true, value: { nl: linkList('nl', LEGAL_LINKS), fr: linkList('fr', LEGAL_LINKS) } },
          images: {
            public: true,
            value: [
              {
                url: '/photos/site/biv.jpg',
                width: 160,
                height: 80,
                alt: { nl: 'BIV – Beroepsinstituut van Vastgoedmakelaars', fr: 'IPI – Institut professionnel des agents immobiliers' },
              },
              { url: '/photos/site/cib.jpg', width: 160, height: 80, alt: { nl: 'CIB Vlaanderen', fr: 'CIB Vlaanderen' } },
            ],
          },
          sm: 12,
          md: 6,
          lg: 3,
        },
      ],
      copyright: {
        nl: '© {year} Vitrine Vastgoed BV – Alle rechten voorbehouden',
        fr: '© {year} Vitrine Vastgoed SRL – Tous droits réservés',
      },
    },
    homeBanner: {
      type: 'gallery',
      title: { nl: 'Thuiskomen begint hier', fr: 'Votre nouveau chez-vous commence ici' },
      subtitle: {
        nl: 'Woningen te koop en te huur in Vlaanderen, Brussel, Wallonië en Luxemburg',
        fr: 'Biens à vendre et à louer en Flandre, à Bruxelles, en Wallonie et au Luxembourg',
      },
      image: {
        url: '/photos/banner/1.jpg',
        width: 1920,
        height: 1080,
        alt: { nl: 'Gevels aan het water in Gent', fr: "Façades au bord de l'eau à Gand" },
      },
      images: [
        {
          url: '/photos/banner/1.jpg',
          width: 1920,
          height: 1080,
          alt: { nl: 'Gevels aan het water in Gent', fr: "Façades au bord de l'eau à Gand" },
        },
        {
          url: '/photos/banner/2.jpg',
          width: 1920,
          height: 1080,
          alt: { nl: 'Skyline bij valavond', fr: "Ligne d'horizon au crépuscule" },
        },
        {
          url: '/photos/banner/3.jpg',
          width: 1920,
          height: 1080,
          alt: { nl: 'Hoeve tussen de velden', fr: 'Fermette au milieu des champs' },
        },
      ],
      video: {
        url: '/video/banner.mp4',
        type: 'video/mp4',
        poster: {
          url: '/photos/banner/1.jpg',
          width: 1920,
          height: 1080,
          alt: { nl: 'Gevels aan het water in Gent', fr: "Façades au bord de l'eau à Gand" },
        },
      },
    },
    map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
  };
}

const home = { name: { nl: 'Home', fr: 'Accueil' }, path: '/' };

export function pathEntries(): z.input<typeof PathsFileSchema>['paths'] {
  // Only routes that have a page; each later feature (projects, login, thank-you pages) adds its own.
  // Paths are localized paths without the language prefix, which the router adds.
  return [
    {
      original: '/for-sale/',
      path: { nl: '/te-koop/', fr: '/a-vendre/' },
      breadcrumb: [home, { name: { nl: 'Te koop', fr: 'À vendre' }, path: '/for-sale/' }],
    },
    {
      original: '/for-rent/',
      path: { nl: '/te-huur/', fr: '/a-louer/' },
      breadcrumb: [home, { name: { nl: 'Te huur', fr: 'À louer' }, path: '/for-rent/' }],
    },
    // A path entry may also point outside the site ("external": true, with absolute URLs per language).
    {
      original: '/project/',
      path: { nl: '/projecten/', fr: '/projets/' },
      breadcrumb: [home, { name: { nl: 'Nieuwbouwprojecten', fr: 'Projets neufs' }, path: '/project/' }],
    },
    {
      original: '/favourites/',
      path: { nl: '/favorieten/', fr: '/favoris/' },
      breadcrumb: [home, { name: { nl: 'Mijn favorieten', fr: 'Mes favoris' }, path: '/favourites/' }],
    },
  ].map((entry) => ({
    ...entry,
    breadcrumb: entry.breadcrumb.map((b) => ({ ...b, name: { ...b.name, fr: frenchSpacing(b.name.fr) } })),
  }));
}
