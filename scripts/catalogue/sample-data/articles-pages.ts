/** Article bodies of the general pages (home, services, forms, contact, about, real estate). */
import type { ArticleText } from './articles';
import { officePhoneHref, officePhoneText } from './office';

export const PAGE_ARTICLES: ArticleText[] = [
  {
    id: 'home-intro',
    title: { nl: 'Welkom bij Vitrine Vastgoed', fr: 'Bienvenue chez Vitrine Vastgoed' },
    html: {
      nl: `<p>Vitrine Vastgoed is een onafhankelijk vastgoedkantoor met vestigingen in <strong>Gent, Brussel en Namen</strong>. Al meer dan vijftien jaar begeleiden we eigenaars, kopers en huurders in Vlaanderen, Brussel, Wallonië en het Groothertogdom Luxemburg.</p>
<p>Wilt u verkopen of verhuren? Wij zorgen voor een correcte schatting, alle verplichte attesten, professionele foto's en een persoonlijke opvolging tot bij de notaris. Zoekt u een woning? Bekijk ons actuele aanbod <a href="/for-sale/">te koop</a> en <a href="/for-rent/">te huur</a>, of <a href="/demand-register/">laat uw zoekcriteria achter</a> zodat we u als eerste verwittigen.</p>
<p>Benieuwd naar de waarde van uw eigendom? Vraag vrijblijvend een <a href="/contact-demand/">gratis schatting</a> aan.</p>`,
      fr: `<p>Vitrine Vastgoed est une agence immobilière indépendante présente à <strong>Gand, Bruxelles et Namur</strong>. Depuis plus de quinze ans, nous accompagnons propriétaires, acquéreurs et locataires en Flandre, à Bruxelles, en Wallonie et au Grand-Duché de Luxembourg.</p>
<p>Vous souhaitez vendre ou mettre en location ? Nous nous chargeons d'une estimation juste, de toutes les attestations obligatoires, de photos professionnelles et d'un suivi personnalisé jusque chez le notaire. Vous cherchez un bien ? Découvrez notre offre actuelle <a href="/for-sale/">à vendre</a> et <a href="/for-rent/">à louer</a>, ou <a href="/demand-register/">laissez-nous vos critères de recherche</a> pour être averti en premier.</p>
<p>Curieux de connaître la valeur de votre bien ? Demandez sans engagement une <a href="/contact-demand/">estimation gratuite</a>.</p>`,
    },
  },
  {
    id: 'services-intro',
    title: { nl: 'Onze diensten', fr: 'Nos services' },
    html: {
      nl: `<p>Een vastgoedtransactie is voor de meeste mensen een van de belangrijkste beslissingen in hun leven. Daarom bieden we meer dan alleen een plaats in onze etalage: van de eerste schatting tot de sleuteloverdracht staat er één vast aanspreekpunt voor u klaar.</p>
<p>Naast de klassieke <strong>bemiddeling bij verkoop en verhuur</strong> helpen we u met de financiering van uw aankoop, adviseren we bij renovatieplannen en gaan we als vastgoedjager actief op zoek naar de woning die bij u past. Ontdek hieronder wat we voor u kunnen betekenen.</p>`,
      fr: `<p>Pour la plupart d'entre nous, une transaction immobilière est l'une des décisions les plus importantes d'une vie. C'est pourquoi nous offrons bien plus qu'une place dans notre vitrine : de la première estimation à la remise des clés, un interlocuteur unique vous accompagne.</p>
<p>Outre le <strong>courtage classique en vente et en location</strong>, nous vous aidons à financer votre acquisition, vous conseillons dans vos projets de rénovation et partons activement, en tant que chasseur immobilier, à la recherche du bien qui vous correspond. Découvrez ci-dessous ce que nous pouvons faire pour vous.</p>`,
    },
  },
  {
    id: 'brokerage',
    title: { nl: 'Bemiddeling bij verkoop en verhuur', fr: 'Courtage en vente et en location' },
    html: {
      nl: `<p>Verkopen of verhuren via Vitrine Vastgoed betekent dat u zich geen zorgen hoeft te maken over de praktische en juridische kant van uw dossier. Als erkend vastgoedmakelaar (BIV) werken we volgens een duidelijk stappenplan.</p>
<h2>Zo pakken we het aan</h2>
<ol>
<li><strong>Schatting</strong>: we bezoeken uw eigendom en bepalen een realistische vraagprijs op basis van recente verkopen in de buurt.</li>
<li><strong>Attesten</strong>: we vragen het EPC, de elektrische keuring, het asbestattest, het bodemattest en de stedenbouwkundige inlichtingen voor u aan.</li>
<li><strong>Presentatie</strong>: professionele foto's, een grondplan en indien gewenst een virtuele 3D-rondleiding.</li>
<li><strong>Bezoeken en onderhandeling</strong>: we selecteren kandidaten, begeleiden elk bezoek en onderhandelen in uw belang.</li>
<li><strong>Ondertekening</strong>: we stellen de compromis of het huurcontract op en volgen het dossier op tot bij de notaris of de registratie.</li>
</ol>
<h2>Transparante vergoeding</h2>
<p>Ons ereloon wordt vooraf schriftelijk vastgelegd en is enkel verschuldigd bij een geslaagde verkoop of verhuur. Geen verrassingen achteraf. <a href="/contact/">Neem contact met ons op</a> voor een kennismakingsgesprek.</p>`,
      fr: `<p>Vendre ou louer avec Vitrine Vastgoed, c'est ne plus devoir vous soucier des aspects pratiques et juridiques de votre dossier. En tant qu'agent immobilier agréé (IPI), nous suivons une méthode claire.</p>
<h2>Notre méthode</h2>
<ol>
<li><strong>Estimation</strong> : nous visitons votre bien et fixons un prix réaliste sur la base des ventes récentes dans le quartier.</li>
<li><strong>Attestations</strong> : nous demandons pour vous le certificat PEB, le contrôle de l'installation électrique, l'attestation amiante, l'attestation du sol et les renseignements urbanistiques.</li>
<li><strong>Présentation</strong> : photos professionnelles, plan et, si vous le souhaitez, visite virtuelle en 3D.</li>
<li><strong>Visites et négociation</strong> : nous sélectionnons les candidats, accompagnons chaque visite et négocions dans votre intérêt.</li>
<li><strong>Signature</strong> : nous rédigeons le compromis ou le bail et suivons le dossier jusque chez le notaire ou jusqu'à l'enregistrement.</li>
</ol>
<h2>Une rémunération transparente</h2>
<p>Nos honoraires sont fixés par écrit à l'avance et ne sont dus qu'en cas de vente ou de location réussie. Pas de mauvaise surprise. <a href="/contact/">Contactez-nous</a> pour un premier entretien.</p>`,
    },
  },
  {
    id: 'financing',
    title: { nl: 'Financiering van uw aankoop', fr: 'Financement de votre achat' },
    html: {
      nl: `<p>Een woning kopen begint bij een goed zicht op uw budget. Naast de aankoopprijs betaalt u registratierechten, notariskosten en de kosten van de hypotheekakte. Wij helpen u die bedragen vooraf correct in te schatten.</p>
<h2>Waar moet u rekening mee houden?</h2>
<ul>
<li><strong>Registratierechten</strong>: in Vlaanderen 2% voor uw enige eigen woning, in Wallonië 3% en in Brussel 12,5% met een abattement voor een eerste woning. Voor nieuwbouw betaalt u btw.</li>
<li><strong>Notariskosten</strong>: het ereloon van de notaris is wettelijk vastgelegd en hangt af van de prijs.</li>
<li><strong>Eigen inbreng</strong>: banken vragen meestal dat u minstens 10% van de aankoopprijs en de kosten zelf financiert.</li>
</ul>
<p>Via onze partner, een onafhankelijke kredietbemiddelaar, vergelijken we de voorwaarden van verschillende banken. Zo weet u nog vóór het eerste bezoek hoeveel u kunt lenen. Onze vastgoedfiches tonen bovendien per pand een raming van de registratierechten en notariskosten.</p>`,
      fr: `<p>Acheter un bien commence par une vision claire de votre budget. Outre le prix d'achat, vous payez les droits d'enregistrement, les frais de notaire et les frais de l'acte de crédit hypothécaire. Nous vous aidons à estimer correctement ces montants à l'avance.</p>
<h2>Les points d'attention</h2>
<ul>
<li><strong>Droits d'enregistrement</strong> : 2 % en Flandre pour votre habitation propre et unique, 3 % en Wallonie et 12,5 % à Bruxelles avec un abattement pour une première acquisition. Pour un bien neuf, vous payez la TVA.</li>
<li><strong>Frais de notaire</strong> : les honoraires du notaire sont fixés par la loi et dépendent du prix.</li>
<li><strong>Apport personnel</strong> : les banques demandent généralement que vous financiez vous-même au moins 10 % du prix et les frais.</li>
</ul>
<p>Grâce à notre partenaire, un courtier en crédit indépendant, nous comparons les conditions de plusieurs banques. Vous savez ainsi, avant même la première visite, combien vous pouvez emprunter. Nos fiches indiquent en outre, pour chaque bien, une estimation des droits d'enregistrement et des frais de notaire.</p>`,
    },
  },
  {
    id: 'renovation',
    title: { nl: 'Renovatie', fr: 'Rénovation' },
    html: {
      nl: `<p>Veel woningen op de markt hebben een energetische opwaardering nodig. Sinds 2023 moet wie in Vlaanderen een woning of appartement met EPC-label E of F koopt, binnen vijf jaar na de aankoop minstens label D behalen. Ook in Brussel en Wallonië worden de eisen stap voor stap strenger.</p>
<h2>Hoe helpen we u?</h2>
<ul>
<li>We bezorgen u vóór het bod een eerste raming van de renovatiekosten, opgemaakt door een architect uit ons netwerk.</li>
<li>We wijzen u de weg naar de premies: Mijn VerbouwPremie in Vlaanderen, Renolution in Brussel en de primes Habitation in Wallonië.</li>
<li>We brengen u in contact met betrouwbare aannemers voor isolatie, ramen, verwarming en zonnepanelen.</li>
</ul>
<p>Zo koopt u met kennis van zaken en wordt een renovatieproject een investering in comfort én waarde.</p>`,
      fr: `<p>De nombreux biens sur le marché ont besoin d'une amélioration énergétique. Depuis 2023, en Flandre, l'acquéreur d'une maison ou d'un appartement doté d'un label PEB E ou F doit atteindre au minimum le label D dans les cinq ans suivant l'achat. À Bruxelles et en Wallonie aussi, les exigences se renforcent progressivement.</p>
<h2>Comment vous aidons-nous ?</h2>
<ul>
<li>Avant votre offre, nous vous remettons une première estimation du coût des travaux, établie par un architecte de notre réseau.</li>
<li>Nous vous guidons vers les primes : Mijn VerbouwPremie en Flandre, Renolution à Bruxelles et les primes Habitation en Wallonie.</li>
<li>Nous vous mettons en contact avec des entrepreneurs fiables pour l'isolation, les châssis, le chauffage et les panneaux solaires.</li>
</ul>
<p>Vous achetez ainsi en connaissance de cause, et votre projet de rénovation devient un investissement en confort comme en valeur.</p>`,
    },
  },
  {
    id: 'property-hunter',
    title: { nl: 'Vastgoedjager', fr: 'Chasseur immobilier' },
    html: {
      nl: `<p>Weinig tijd om zelf te zoeken, of op zoek naar een uitzonderlijk pand? Als vastgoedjager gaan wij in uw plaats op pad. We stellen samen een precies zoekprofiel op en doorzoeken niet alleen het openbare aanbod, maar ook ons netwerk van eigenaars, notarissen en collega-makelaars.</p>
<p>Zo krijgt u ook toegang tot <strong>panden die nooit publiek te koop komen</strong>. We bezoeken vooraf elk pand, maken een eerlijke analyse van de staat en de prijs, en begeleiden u bij de onderhandeling en de aankoop.</p>
<p>Onze vergoeding bestaat uit een beperkt vast bedrag bij de start en een succesfee bij aankoop. <a href="/demand-register/">Laat uw zoekcriteria achter</a> of <a href="/contact/">plan een gesprek</a>.</p>`,
      fr: `<p>Pas le temps de chercher vous-même, ou à la recherche d'un bien d'exception ? En tant que chasseur immobilier, nous partons en quête à votre place. Ensemble, nous définissons un profil de recherche précis, puis nous explorons non seulement l'offre publique, mais aussi notre réseau de propriétaires, de notaires et de confrères.</p>
<p>Vous accédez ainsi à des <strong>biens qui ne sont jamais mis en vente publiquement</strong>. Nous visitons chaque bien au préalable, analysons honnêtement son état et son prix, et vous accompagnons lors de la négociation et de l'achat.</p>
<p>Notre rémunération se compose d'un montant fixe limité au démarrage et d'une prime de réussite à l'achat. <a href="/demand-register/">Laissez-nous vos critères</a> ou <a href="/contact/">fixez un rendez-vous</a>.</p>`,
    },
  },
  {
    id: 'demand-register',
    title: { nl: 'Wij zoeken voor u', fr: "J'inscris ma recherche" },
    html: {
      nl: `<p>Nieuwe panden zijn vaak snel verkocht of verhuurd. Laat hieronder uw zoekcriteria achter: type woning, gemeenten, budget en aantal slaapkamers. Zodra een pand aan uw wensen beantwoordt, brengen we u op de hoogte, nog vóór het online verschijnt.</p>
<p>Uw gegevens gebruiken we uitsluitend voor deze zoekopdracht. U kunt zich op elk moment uitschrijven; lees meer in onze <a href="/privacy/">privacyverklaring</a>.</p>`,
      fr: `<p>Les nouveaux biens sont souvent vendus ou loués très rapidement. Indiquez ci-dessous vos critères de recherche : type de bien, communes, budget et nombre de chambres. Dès qu'un bien correspond à vos souhaits, nous vous prévenons, avant même sa publication en ligne.</p>
<p>Vos données sont utilisées uniquement pour cette recherche. Vous pouvez vous désinscrire à tout moment ; pour en savoir plus, consultez notre <a href="/privacy/">déclaration de confidentialité</a>.</p>`,
    },
  },
  {
    id: 'valuation',
    title: { nl: 'Gratis schatting van uw eigendom', fr: 'Estimation gratuite de votre bien' },
    html: {
      nl: `<p>Wat is uw woning vandaag waard? Een van onze makelaars komt vrijblijvend langs en bezorgt u binnen de week een onderbouwd schattingsverslag, met vergelijkbare verkopen in uw buurt en concrete tips om de waarde van uw pand te verhogen.</p>
<p>Vul het formulier in en we nemen binnen twee werkdagen contact met u op om een afspraak te plannen. Een schatting is <strong>gratis en zonder verplichting</strong>.</p>`,
      fr: `<p>Que vaut votre bien aujourd'hui ? L'un de nos agents se rend chez vous sans engagement et vous remet dans la semaine un rapport d'estimation argumenté, avec des ventes comparables dans votre quartier et des conseils concrets pour valoriser votre bien.</p>
<p>Remplissez le formulaire et nous vous contacterons dans les deux jours ouvrables pour convenir d'un rendez-vous. L'estimation est <strong>gratuite et sans engagement</strong>.</p>`,
    },
  },
  {
    id: 'our-team',
    title: { nl: 'Ons team', fr: 'Notre équipe' },
    html: {
      nl: `<p>Achter Vitrine Vastgoed staat een hecht team van makelaars en medewerkers die elk hun regio en hun vak door en door kennen. Samen spreken we Nederlands, Frans, Engels en Duits.</p>
<p>Ontdek hieronder wie u begeleidt bij de verkoop, aankoop of verhuur van uw eigendom.</p>`,
      fr: `<p>Derrière Vitrine Vastgoed se trouve une équipe soudée d'agents et de collaborateurs qui connaissent parfaitement leur région et leur métier. Ensemble, nous parlons le néerlandais, le français, l'anglais et l'allemand.</p>
<p>Découvrez ci-dessous qui vous accompagne dans la vente, l'achat ou la location de votre bien.</p>`,
    },
  },
  {
    id: 'contact',
    title: { nl: 'Contact', fr: 'Contact' },
    html: {
      nl: `<p>U bent van harte welkom in een van onze kantoren, bij voorkeur na afspraak.</p>
<h2>Onze kantoren</h2>
<ul>
<li><strong>Gent (hoofdkantoor)</strong> – Kortrijksesteenweg 245, 9000 Gent – <a href="${officePhoneHref}">${officePhoneText}</a></li>
<li><strong>Brussel</strong> – Louizalaan 231, 1050 Elsene – <a href="tel:+3225123456">02 512 34 56</a></li>
<li><strong>Namen</strong> – Rue de Fer 42, 5000 Namen – <a href="tel:+3281234567">081 23 45 67</a></li>
</ul>
<p>Buiten de openingsuren, ook 's avonds, ontvangen we u graag na afspraak.</p>
<p>Mail ons via <a href="mailto:info@vitrine-vastgoed.be">info@vitrine-vastgoed.be</a> of gebruik ons <a href="#site-contact">contactformulier</a>.</p>`,
      fr: `<p>Nous vous accueillons volontiers dans l'une de nos agences, de préférence sur rendez-vous.</p>
<h2>Nos agences</h2>
<ul>
<li><strong>Gand (siège)</strong> – Kortrijksesteenweg 245, 9000 Gand – <a href="${officePhoneHref}">${officePhoneText}</a></li>
<li><strong>Bruxelles</strong> – Avenue Louise 231, 1050 Ixelles – <a href="tel:+3225123456">02 512 34 56</a></li>
<li><strong>Namur</strong> – Rue de Fer 42, 5000 Namur – <a href="tel:+3281234567">081 23 45 67</a></li>
</ul>
<p>En dehors des heures d'ouverture, en soirée aussi, nous vous recevons volontiers sur rendez-vous.</p>
<p>Écrivez-nous à <a href="mailto:info@vitrine-vastgoed.be">info@vitrine-vastgoed.be</a> ou utilisez notre <a href="#site-contact">formulaire de contact</a>.</p>`,
    },
  },
  {
    id: 'about',
    title: { nl: 'Over Vitrine Vastgoed', fr: 'À propos de Vitrine Vastgoed' },
    image: {
      url: '/photos/site/office.jpg',
      width: 1200,
      height: 800,
      alt: { nl: 'Ons kantoor aan de Kortrijksesteenweg in Gent', fr: 'Notre agence sur la Kortrijksesteenweg à Gand' },
    },
    html: {
      nl: `<p>Vitrine Vastgoed begon in 2009 als een klein kantoor aan de Kortrijksesteenweg in Gent, met één etalage en een grote ambitie: vastgoed verkopen en verhuren met de zorg die een woning verdient. Vandaag werken we met zes mensen vanuit Gent, Brussel en Namen, en begeleiden we jaarlijks meer dan tweehonderd transacties.</p>
<img src="/photos/site/office.jpg" alt="Ons kantoor aan de Kortrijksesteenweg in Gent" width="1200" height="800">
<h2>Waar we voor staan</h2>
<ul>
<li><strong>Eerlijk advies</strong>: een realistische prijs, ook als dat niet is wat u wilt horen.</li>
<li><strong>Eén aanspreekpunt</strong>: uw makelaar volgt uw dossier van begin tot eind.</li>
<li><strong>Tweetalig en grensoverschrijdend</strong>: we werken in het Nederlands en het Frans, in België en Luxemburg.</li>
</ul>
<blockquote><p>"Dankzij Sofie en haar team was ons appartement binnen drie weken verkocht, tegen de vraagprijs. Alles werd perfect opgevolgd."</p><p>– Katrien en Bart, verkopers in Gent</p></blockquote>
<p>Wij zijn aangesloten bij het BIV en bij CIB Vlaanderen en onderschrijven hun deontologische code.</p>`,
      fr: `<p>Vitrine Vastgoed a débuté en 2009 comme une petite agence sur la Kortrijksesteenweg à Gand, avec une seule vitrine et une grande ambition : vendre et louer des biens avec le soin qu'une habitation mérite. Aujourd'hui, nous sommes six à travailler depuis Gand, Bruxelles et Namur, et nous accompagnons chaque année plus de deux cents transactions.</p>
<img src="/photos/site/office.jpg" alt="Notre agence sur la Kortrijksesteenweg à Gand" width="1200" height="800">
<h2>Nos valeurs</h2>
<ul>
<li><strong>Des conseils honnêtes</strong> : un prix réaliste, même si ce n'est pas ce que vous souhaitez entendre.</li>
<li><strong>Un interlocuteur unique</strong> : votre agent suit votre dossier du début à la fin.</li>
<li><strong>Bilingues et transfrontaliers</strong> : nous travaillons en néerlandais et en français, en Belgique et au Luxembourg.</li>
</ul>
<blockquote><p>« Grâce à Sofie et son équipe, notre appartement a été vendu en trois semaines, au prix demandé. Tout a été parfaitement suivi. »</p><p>– Katrien et Bart, vendeurs à Gand</p></blockquote>
<p>Nous sommes membres de l'IPI et de CIB Vlaanderen et adhérons à leur code de déontologie.</p>`,
    },
  },
  {
    id: 'real-estate',
    title: { nl: 'Ons vastgoedaanbod', fr: 'Notre offre immobilière' },
    html: {
      nl: `<p>Ons aanbod omvat woningen, appartementen, bouwgronden, opbrengsteigendommen, handelspanden en garages, verspreid over Vlaanderen, Brussel, Wallonië en Luxemburg. Elk pand wordt door een van onze makelaars persoonlijk bezocht en beschreven.</p>
<h2>Kopen</h2>
<p>Bekijk alle panden <a href="/for-sale/">te koop</a>. Op elke fiche vindt u de belangrijkste gegevens: het EPC-label, de bewoonbare oppervlakte, een raming van de registratierechten en de documenten die u nodig hebt om een bod te doen.</p>
<h2>Huren</h2>
<p>Op zoek naar een huurwoning? Ons aanbod <a href="/for-rent/">te huur</a> wordt dagelijks bijgewerkt. Een huurwaarborg bedraagt bij ons altijd drie maanden huur.</p>
<h2>Nieuwbouw</h2>
<p>In onze nieuwbouwprojecten koopt u op plan met de waarborgen van de wet-Breyne, tegen btw in plaats van registratierechten.</p>`,
      fr: `<p>Notre offre comprend des maisons, des appartements, des terrains à bâtir, des immeubles de rapport, des surfaces commerciales et des garages, répartis entre la Flandre, Bruxelles, la Wallonie et le Luxembourg. Chaque bien est visité et décrit personnellement par l'un de nos agents.</p>
<h2>Acheter</h2>
<p>Consultez tous nos biens <a href="/for-sale/">à vendre</a>. Chaque fiche reprend les informations essentielles : le label PEB, la surface habitable, une estimation des droits d'enregistrement et les documents nécessaires pour faire une offre.</p>
<h2>Louer</h2>
<p>Vous cherchez une location ? Notre offre <a href="/for-rent/">à louer</a> est mise à jour chaque jour. Chez nous, la garantie locative s'élève toujours à trois mois de loyer.</p>
<h2>Projets neufs</h2>
<p>Dans nos projets neufs, vous achetez sur plan avec les garanties de la loi Breyne, en payant la TVA au lieu des droits d'enregistrement.</p>`,
    },
  },
  {
    id: 'old-promo',
    title: { nl: 'Voorjaarsactie: gratis plaatsbeschrijving', fr: 'Action de printemps : état des lieux offert' },
    html: {
      nl: '<p>Deze actie is afgelopen. Tot 31 mei 2025 boden we verhuurders een gratis plaatsbeschrijving aan bij elk nieuw beheercontract.</p>',
      fr: "<p>Cette action est terminée. Jusqu'au 31 mai 2025, nous offrions aux bailleurs un état des lieux gratuit pour tout nouveau contrat de gestion.</p>",
    },
  },
];
