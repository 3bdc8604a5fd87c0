/** The agency's team (team.json) and the menu entries of their bio pages. */
import type { z } from 'zod';
import type { TeamMemberSchema } from '../../../lib/catalogue/data/file-schemas';
import type { Bilingual } from './places';

export interface Member {
  id: string;
  firstName: string;
  lastName: string;
  role: Bilingual;
  phone: string;
  mobile: string;
  /** Short bio, two paragraphs per language (HTML). */
  bio: Bilingual;
}

export const TEAM: Member[] = [
  {
    id: '101',
    firstName: 'Sofie',
    lastName: 'Peeters',
    role: { nl: 'Zaakvoerder en erkend vastgoedmakelaar', fr: 'Gérante et agent immobilier agréé' },
    phone: '092345678',
    mobile: '0475123456',
    bio: {
      nl: "<p>Sofie richtte Vitrine Vastgoed in 2009 op na tien jaar ervaring bij een notariskantoor in Gent. Die juridische achtergrond merkt u meteen: ze bereidt elk dossier grondig voor, van de stedenbouwkundige inlichtingen tot de onderhandse verkoopovereenkomst.</p><p>Als erkend vastgoedmakelaar (BIV) begeleidt ze vooral verkopen van woningen en villa's in Gent en de Leiestreek. In haar vrije tijd fietst ze graag langs de Leie, altijd met een oog voor mooie gevels.</p>",
      fr: "<p>Sofie a fondé Vitrine Vastgoed en 2009, après dix ans d'expérience dans une étude notariale gantoise. Cette formation juridique se ressent immédiatement : elle prépare chaque dossier avec soin, des renseignements urbanistiques jusqu'au compromis de vente.</p><p>Agent immobilier agréé (IPI), elle accompagne principalement la vente de maisons et de villas à Gand et dans la région de la Lys. Pendant ses loisirs, elle parcourt volontiers les rives de la Lys à vélo, toujours attentive aux belles façades.</p>",
    },
  },
  {
    id: '102',
    firstName: 'Pieter',
    lastName: 'Janssens',
    role: { nl: 'Vastgoedmakelaar Vlaanderen', fr: 'Agent immobilier Flandre' },
    phone: '092345679',
    mobile: '0486234567',
    bio: {
      nl: '<p>Pieter kent de Vlaamse vastgoedmarkt als zijn broekzak: van rijwoningen in Antwerpen tot hoeves in het Meetjesland. Hij is gespecialiseerd in correcte waardebepalingen en zorgt ervoor dat uw woning vanaf de eerste dag aan de juiste prijs op de markt komt.</p><p>Kopers waarderen zijn eerlijke uitleg over het EPC-label, de renovatieverplichting en de registratierechten. Hij spreekt vlot Nederlands, Frans en Engels.</p>',
      fr: "<p>Pieter connaît le marché immobilier flamand sur le bout des doigts, des maisons mitoyennes anversoises aux fermettes du Meetjesland. Spécialiste de l'estimation, il veille à ce que votre bien soit mis en vente au juste prix dès le premier jour.</p><p>Les acheteurs apprécient ses explications claires sur le label PEB, l'obligation de rénovation et les droits d'enregistrement. Il parle couramment le néerlandais, le français et l'anglais.</p>",
    },
  },
  {
    id: '103',
    firstName: 'Nathalie',
    lastName: 'Dubois',
    role: { nl: 'Vastgoedmakelaar Brussel', fr: 'Agent immobilier Bruxelles' },
    phone: '025123456',
    mobile: '0478345678',
    bio: {
      nl: '<p>Nathalie leidt ons Brusselse team. Ze groeide op in Elsene en kent elke buurt van het Kasteleinsplein tot het Josaphatpark. Herenhuizen met karakter en appartementen in gerenoveerde panden zijn haar favoriete dossiers.</p><p>Ze helpt kopers ook wegwijs te maken in het Brusselse EPB-certificaat en het abattement op de registratierechten voor een eerste woning.</p>',
      fr: "<p>Nathalie dirige notre équipe bruxelloise. Elle a grandi à Ixelles et connaît chaque quartier, de la place du Châtelain au parc Josaphat. Les maisons de maître de caractère et les appartements dans des immeubles rénovés sont ses dossiers de prédilection.</p><p>Elle aide aussi les acheteurs à s'y retrouver dans le certificat PEB bruxellois et l'abattement sur les droits d'enregistrement pour une première acquisition.</p>",
    },
  },
  {
    id: '104',
    firstName: 'Julien',
    lastName: 'Lambert',
    role: { nl: 'Vastgoedmakelaar Wallonië en Luxemburg', fr: 'Agent immobilier Wallonie et Luxembourg' },
    phone: '081234567',
    mobile: '0497456789',
    bio: {
      nl: '<p>Julien werkt vanuit Namen en bedient heel Wallonië en het Groothertogdom Luxemburg. Hij volgt de grensoverschrijdende markt op de voet en adviseert grensarbeiders die tussen Aarlen, Esch-sur-Alzette en Luxemburg-stad een woning zoeken.</p><p>Voor hem telt vooral een vlotte opvolging: een duidelijke planning, regelmatige feedback na bezoeken en een transparante onderhandeling.</p>',
      fr: '<p>Julien travaille depuis Namur et couvre toute la Wallonie ainsi que le Grand-Duché de Luxembourg. Il suit de près le marché transfrontalier et conseille les frontaliers qui cherchent un logement entre Arlon, Esch-sur-Alzette et Luxembourg-ville.</p><p>Pour lui, un suivi rigoureux fait toute la différence : un planning clair, un retour régulier après chaque visite et une négociation transparente.</p>',
    },
  },
  {
    id: '105',
    firstName: 'Thomas',
    lastName: 'Maes',
    role: { nl: 'Verhuur en beheer', fr: 'Location et gestion' },
    phone: '092345680',
    mobile: '0472567890',
    bio: {
      nl: '<p>Thomas staat in voor alle verhuurdossiers: van de screening van kandidaat-huurders en de opmaak van het huurcontract tot de plaatsbeschrijving en de registratie. Eigenaars kunnen bij hem ook terecht voor volledig rentmeesterschap.</p><p>Hij houdt de huurwetgeving van de drie gewesten nauwlettend in het oog, zodat verhuurder en huurder met een gerust gevoel tekenen.</p>',
      fr: '<p>Thomas prend en charge tous les dossiers de location : sélection des candidats locataires, rédaction du bail, état des lieux et enregistrement. Les propriétaires peuvent également lui confier la gestion complète de leur bien.</p><p>Il suit de près la législation sur les baux dans les trois Régions, pour que bailleur et locataire signent en toute sérénité.</p>',
    },
  },
  {
    id: '106',
    firstName: 'Lotte',
    lastName: 'Claes',
    role: { nl: 'Administratie en dossierbeheer', fr: 'Administration et suivi des dossiers' },
    phone: '092345681',
    mobile: '0468678901',
    bio: {
      nl: '<p>Lotte is de spil van ons kantoor. Zij plant bezoeken in, vraagt attesten en keuringen aan en houdt notarissen, kopers en verkopers op de hoogte van elke stap in het dossier.</p><p>Heeft u een vraag over een afspraak of een document? Grote kans dat Lotte u als eerste te woord staat.</p>',
      fr: '<p>Lotte est la cheville ouvrière de notre agence. Elle planifie les visites, demande les attestations et les contrôles, et tient notaires, acheteurs et vendeurs informés de chaque étape du dossier.</p><p>Une question sur un rendez-vous ou un document ? Il y a de fortes chances que Lotte soit votre première interlocutrice.</p>',
    },
  },
];

export const slug = (m: Member) => `${m.firstName}-${m.lastName}`.toLowerCase();
export const memberMenuId = (m: Member) => slug(m);
export const memberArticleId = (m: Member) => `member-${slug(m)}`;
export const portraitUrl = (m: Member) => `/photos/team/${m.id}.jpg`;

export function teamMembers(): z.input<typeof TeamMemberSchema>[] {
  return TEAM.map((m) => ({
    ID: m.id,
    FirstName: m.firstName,
    LastName: m.lastName,
    Function: m.role,
    Phone: m.phone,
    Mobile: m.mobile,
    Email: `${m.firstName.toLowerCase()}@vitrine-vastgoed.be`,
    Picture: {
      url: portraitUrl(m),
      width: 600,
      height: 600,
      alt: { nl: `${m.firstName} ${m.lastName}`, fr: `${m.firstName} ${m.lastName}` },
    },
    MenuID: memberMenuId(m),
  }));
}
