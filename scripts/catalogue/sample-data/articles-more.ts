/** Article bodies of home staging, partners, testimonials, jobs and the stat pages. */
import type { ArticleText } from './articles';

export const MORE_ARTICLES: ArticleText[] = [
  {
    id: 'testimonials',
    title: { nl: 'Getuigenissen', fr: 'Témoignages' },
    html: {
      nl: `<p>Na elke verkoop en verhuur vragen we onze klanten hoe het ging. Hieronder leest u wat ze ons vertelden, ongefilterd op de inhoud: we controleren alleen of een getuigenis echt van een klant komt.</p>
<p>Was u ook klant bij ons? Deel uw ervaring met het formulier onderaan.</p>`,
      fr: `<p>Après chaque vente et chaque location, nous demandons à nos clients comment cela s'est passé. Vous lisez ci-dessous ce qu'ils nous ont dit, sans filtre sur le fond : nous vérifions seulement qu'un témoignage vient bien d'un client.</p>
<p>Vous avez été client chez nous ? Partagez votre expérience grâce au formulaire en bas de page.</p>`,
    },
  },
  {
    id: 'jobs',
    title: { nl: 'Werken bij Vitrine Vastgoed', fr: 'Travailler chez Vitrine Vastgoed' },
    html: {
      nl: `<p>We zoeken regelmatig vastgoedmakelaars (BIV-stagiair of erkend), administratief medewerkers en een fotograaf voor onze kantoren in Gent, Brussel en Namen.</p>
<p>Herkent u zich in onze manier van werken: eerlijk advies, snelle opvolging en oog voor detail? Stuur ons uw cv, ook als er geen vacature openstaat.</p>`,
      fr: `<p>Nous recherchons régulièrement des agents immobiliers (stagiaires IPI ou agréés), des collaborateurs administratifs et un photographe pour nos agences de Gand, Bruxelles et Namur.</p>
<p>Vous vous reconnaissez dans notre façon de travailler : des conseils honnêtes, un suivi rapide et le souci du détail ? Envoyez-nous votre CV, même si aucune offre n'est ouverte.</p>`,
    },
  },
  {
    id: 'home-staging',
    title: { nl: 'Home staging', fr: 'Home staging' },
    html: {
      nl: `<p>Kopers beslissen vaak in de eerste minuten van een bezoek, en online al bij de eerste foto. Home staging zet uw woning in de beste verf: we ruimen op, herschikken meubels, voegen accessoires toe en zorgen voor licht en sfeer, zodat kandidaat-kopers zich er meteen thuis voelen.</p>
<p>Uit onze eigen cijfers blijkt dat gestylde woningen gemiddeld <strong>drie weken sneller</strong> verkocht worden. De investering is beperkt en vaak kleiner dan de eerste prijsdaling die u ermee vermijdt.</p>
<p>Kies voor een eenvoudig <a href="/home-staging/advice/">adviesgesprek</a> of voor een volledige <a href="/home-staging/styling/">styling</a> door onze partner-interieurarchitecte.</p>`,
      fr: `<p>Les acheteurs se décident souvent dans les premières minutes d'une visite, et en ligne dès la première photo. Le home staging met votre bien en valeur : nous désencombrons, réorganisons le mobilier, ajoutons des accessoires et travaillons la lumière et l'ambiance, pour que les candidats acquéreurs s'y sentent immédiatement chez eux.</p>
<p>Nos propres chiffres montrent que les biens mis en scène se vendent en moyenne <strong>trois semaines plus vite</strong>. L'investissement est limité, et souvent inférieur à la première baisse de prix qu'il permet d'éviter.</p>
<p>Optez pour un simple <a href="/home-staging/advice/">entretien-conseil</a> ou pour une <a href="/home-staging/styling/">décoration</a> complète par notre architecte d'intérieur partenaire.</p>`,
    },
  },
  {
    id: 'advice',
    title: { nl: 'Advies: zo maakt u uw woning klaar voor verkoop', fr: 'Conseils : préparer votre bien pour la vente' },
    html: {
      nl: `<p>Met enkele eenvoudige ingrepen maakt u al een groot verschil. Tijdens een adviesgesprek van een uur overlopen we samen elke ruimte en krijgt u een concreet actieplan.</p>
<h2>Onze vijf gouden tips</h2>
<ol>
<li>Maak plaats: berg persoonlijke spullen en overtollige meubels op.</li>
<li>Laat licht binnen: open gordijnen, vervang defecte lampen en poets de ramen.</li>
<li>Herstel kleine gebreken, zoals lekkende kranen en loszittende plinten.</li>
<li>Kies voor neutrale kleuren op de muren.</li>
<li>Verzorg de eerste indruk: voordeur, inkomhal en voortuin.</li>
</ol>
<p>Het adviesgesprek is gratis voor wie zijn woning via ons kantoor verkoopt.</p>`,
      fr: `<p>Quelques interventions simples font déjà une grande différence. Lors d'un entretien-conseil d'une heure, nous passons ensemble chaque pièce en revue et vous recevez un plan d'action concret.</p>
<h2>Nos cinq règles d'or</h2>
<ol>
<li>Faites de la place : rangez les objets personnels et les meubles superflus.</li>
<li>Laissez entrer la lumière : ouvrez les rideaux, remplacez les ampoules défectueuses et lavez les vitres.</li>
<li>Réparez les petits défauts, comme les robinets qui fuient et les plinthes qui se décollent.</li>
<li>Privilégiez des couleurs neutres sur les murs.</li>
<li>Soignez la première impression : porte d'entrée, hall et jardin avant.</li>
</ol>
<p>L'entretien-conseil est gratuit pour les propriétaires qui vendent leur bien par notre agence.</p>`,
    },
  },
  {
    id: 'styling',
    title: { nl: 'Styling', fr: 'Décoration' },
    html: {
      nl: `<p>Staat uw woning leeg, of is het interieur sterk gedateerd? Dan zorgt onze partner-interieurarchitecte voor een volledige styling met huurmeubilair, textiel, verlichting en decoratie. Op één dag verandert een lege ruimte in een warme leefomgeving die kopers aanspreekt.</p>
<p>Na de styling maken we nieuwe foto's en, indien gewenst, een virtuele rondleiding. Het meubilair blijft staan tot de verkoopovereenkomst ondertekend is.</p>`,
      fr: `<p>Votre bien est vide, ou sa décoration a pris un coup de vieux ? Notre architecte d'intérieur partenaire se charge alors d'une mise en scène complète avec mobilier de location, textiles, éclairage et décoration. En une journée, un espace vide devient un lieu de vie chaleureux qui séduit les acheteurs.</p>
<p>Après la mise en scène, nous réalisons de nouvelles photos et, si vous le souhaitez, une visite virtuelle. Le mobilier reste en place jusqu'à la signature du compromis.</p>`,
    },
  },
  {
    id: 'partners',
    title: { nl: 'Onze partners', fr: 'Nos partenaires' },
    html: {
      nl: `<p>Een vlotte verkoop of verhuur steunt op een sterk netwerk. We werken al jaren samen met onafhankelijke specialisten die dezelfde kwaliteit nastreven als wij.</p>
<script>alert(1)</script>
<ul>
<li><strong>Notarissen</strong> in Gent, Brussel, Namen en Luxemburg voor de compromis en de akte.</li>
<li><strong>Energiedeskundigen en keurders</strong> voor het EPC, de elektrische keuring en het asbestattest.</li>
<li><strong>Een onafhankelijke kredietbemiddelaar</strong> die de voorwaarden van verschillende banken vergelijkt.</li>
<li><strong>Aannemers en een architect</strong> voor renovatieramingen.</li>
<li><strong>Een verhuisfirma</strong> die onze klanten een voordeeltarief biedt.</li>
</ul>
<p>Wilt u partner worden? <a href="/contact/" onclick="alert('partner')">Neem contact met ons op</a>. Meer over de beroepsregels van vastgoedmakelaars leest u op <a href="https://www.biv.be">de website van het BIV</a>.</p>`,
      fr: `<p>Une vente ou une location réussie repose sur un réseau solide. Depuis des années, nous collaborons avec des spécialistes indépendants qui partagent notre exigence de qualité.</p>
<script>alert(1)</script>
<ul>
<li><strong>Des notaires</strong> à Gand, Bruxelles, Namur et Luxembourg pour le compromis et l'acte.</li>
<li><strong>Des certificateurs et organismes de contrôle</strong> pour le certificat PEB, le contrôle électrique et l'attestation amiante.</li>
<li><strong>Un courtier en crédit indépendant</strong> qui compare les conditions de plusieurs banques.</li>
<li><strong>Des entrepreneurs et un architecte</strong> pour l'estimation des travaux de rénovation.</li>
<li><strong>Une entreprise de déménagement</strong> qui offre un tarif préférentiel à nos clients.</li>
</ul>
<p>Vous souhaitez devenir partenaire ? <a href="/contact/" onclick="alert('partner')">Contactez-nous</a>. Pour en savoir plus sur les règles professionnelles des agents immobiliers, consultez <a href="https://www.ipi.be">le site de l'IPI</a>.</p>`,
    },
  },
  {
    id: 'stats',
    title: { nl: 'Vitrine Vastgoed in cijfers', fr: 'Vitrine Vastgoed en chiffres' },
    html: {
      nl: `<p>Elk jaar analyseren we onze eigen dossiers om eigenaars en kopers een eerlijk beeld van de markt te geven. De cijfers op deze pagina's zijn gebaseerd op de transacties die ons kantoor in 2025 begeleidde, aangevuld met de gegevens van de kandidaten in ons zoekregister.</p>
<p>Kies hieronder een thema: commercieel vastgoed, gemeenschappelijke delen in appartementsgebouwen, kandidaat-huurders of kandidaat-kopers.</p>`,
      fr: `<p>Chaque année, nous analysons nos propres dossiers afin de donner aux propriétaires et aux acquéreurs une image fidèle du marché. Les chiffres de ces pages reposent sur les transactions accompagnées par notre agence en 2025, complétées par les données des candidats inscrits dans notre registre de recherche.</p>
<p>Choisissez un thème ci-dessous : immobilier commercial, parties communes des immeubles à appartements, locataires potentiels ou acheteurs potentiels.</p>`,
    },
  },
  {
    id: 'commercial',
    title: { nl: 'Commercieel vastgoed', fr: 'Immobilier commercial' },
    html: {
      nl: `<p>De vraag naar kleinere handelspanden in de stadskernen blijft stabiel, terwijl grote winkelruimtes langer leegstaan. Kantoren met een goed EPC en vlotte bereikbaarheid met het openbaar vervoer doen het duidelijk beter.</p>
<table>
<caption>Commercieel vastgoed: gemiddelde huurprijs en verhuurtermijn (eigen dossiers, 2025)</caption>
<thead><tr><th scope="col">Type</th><th scope="col">Huurprijs per m² per jaar</th><th scope="col">Gemiddelde verhuurtermijn</th></tr></thead>
<tbody>
<tr><th scope="row">Handelspand stadskern</th><td>€ 165</td><td>74 dagen</td></tr>
<tr><th scope="row">Kantoor</th><td>€ 142</td><td>96 dagen</td></tr>
<tr><th scope="row">Horecapand</th><td>€ 128</td><td>81 dagen</td></tr>
<tr><th scope="row">Magazijn</th><td>€ 58</td><td>63 dagen</td></tr>
</tbody>
</table>
<p>Bent u eigenaar van een handelspand? <a href="/contact-demand/">Vraag een gratis schatting van de huurwaarde</a>.</p>`,
      fr: `<p>La demande de petites surfaces commerciales dans les centres-villes reste stable, tandis que les grandes surfaces restent inoccupées plus longtemps. Les bureaux dotés d'un bon label PEB et bien desservis par les transports en commun s'en sortent nettement mieux.</p>
<table>
<caption>Immobilier commercial : loyer moyen et délai de location (nos dossiers, 2025)</caption>
<thead><tr><th scope="col">Type</th><th scope="col">Loyer par m² par an</th><th scope="col">Délai moyen de location</th></tr></thead>
<tbody>
<tr><th scope="row">Commerce en centre-ville</th><td>€ 165</td><td>74 jours</td></tr>
<tr><th scope="row">Bureau</th><td>€ 142</td><td>96 jours</td></tr>
<tr><th scope="row">Établissement horeca</th><td>€ 128</td><td>81 jours</td></tr>
<tr><th scope="row">Entrepôt</th><td>€ 58</td><td>63 jours</td></tr>
</tbody>
</table>
<p>Vous êtes propriétaire d'un bien commercial ? <a href="/contact-demand/">Demandez une estimation gratuite de sa valeur locative</a>.</p>`,
    },
  },
  {
    id: 'commons',
    title: { nl: 'Gemeenschappelijke delen', fr: 'Parties communes' },
    html: {
      nl: `<p>Wie een appartement koopt, wordt mede-eigenaar van de gemeenschappelijke delen: de inkomhal, de lift, het dak en de gevels. De kosten daarvan worden via de syndicus verdeeld volgens de aandelen in de basisakte. Vraag daarom altijd naar het reservefonds en de beslissingen van de laatste algemene vergaderingen.</p>
<table>
<caption>Gemiddelde gemeenschappelijke kosten per maand voor een appartement van 90 m² (eigen dossiers, 2025)</caption>
<thead><tr><th scope="col">Gebouw</th><th scope="col">Zonder lift</th><th scope="col">Met lift</th><th scope="col">Met conciërge</th></tr></thead>
<tbody>
<tr><th scope="row">Vlaanderen</th><td>€ 65</td><td>€ 110</td><td>€ 210</td></tr>
<tr><th scope="row">Brussel</th><td>€ 80</td><td>€ 135</td><td>€ 245</td></tr>
<tr><th scope="row">Wallonië</th><td>€ 55</td><td>€ 95</td><td>€ 190</td></tr>
</tbody>
</table>
<p>Bij elke verkoop van een appartement vragen wij de verplichte informatie op bij de syndicus, zodat u weet waar u aan toe bent.</p>`,
      fr: `<p>Acheter un appartement, c'est devenir copropriétaire des parties communes : le hall d'entrée, l'ascenseur, la toiture et les façades. Les frais correspondants sont répartis par le syndic selon les quotités de l'acte de base. Renseignez-vous donc toujours sur le fonds de réserve et sur les décisions des dernières assemblées générales.</p>
<table>
<caption>Charges communes moyennes par mois pour un appartement de 90 m² (nos dossiers, 2025)</caption>
<thead><tr><th scope="col">Immeuble</th><th scope="col">Sans ascenseur</th><th scope="col">Avec ascenseur</th><th scope="col">Avec concierge</th></tr></thead>
<tbody>
<tr><th scope="row">Flandre</th><td>€ 65</td><td>€ 110</td><td>€ 210</td></tr>
<tr><th scope="row">Bruxelles</th><td>€ 80</td><td>€ 135</td><td>€ 245</td></tr>
<tr><th scope="row">Wallonie</th><td>€ 55</td><td>€ 95</td><td>€ 190</td></tr>
</tbody>
</table>
<p>Pour chaque vente d'appartement, nous demandons au syndic les informations obligatoires, afin que vous sachiez à quoi vous en tenir.</p>`,
    },
  },
  {
    id: 'potential-tenants',
    title: { nl: 'Kandidaat-huurders', fr: 'Locataires potentiels' },
    html: {
      nl: `<p>De huurmarkt blijft krap: voor een goed gelegen appartement ontvangen we vaak tientallen aanvragen binnen de eerste week. Een correcte selectie is dan essentieel, met respect voor de antidiscriminatieregels.</p>
<table>
<caption>Kandidaat-huurders per pand en verhuurtermijn (eigen dossiers, 2025)</caption>
<thead><tr><th scope="col">Regio</th><th scope="col">Aanvragen per pand</th><th scope="col">Bezoeken per pand</th><th scope="col">Dagen tot verhuur</th></tr></thead>
<tbody>
<tr><th scope="row">Gent</th><td>38</td><td>9</td><td>17</td></tr>
<tr><th scope="row">Brussel</th><td>45</td><td>11</td><td>21</td></tr>
<tr><th scope="row">Namen</th><td>22</td><td>7</td><td>26</td></tr>
<tr><th scope="row">Luxemburg</th><td>31</td><td>8</td><td>19</td></tr>
</tbody>
</table>
<p>Verhuurt u zelf? Laat de selectie en de plaatsbeschrijving over aan ons team <a href="/services/brokerage/">verhuur en beheer</a>.</p>`,
      fr: `<p>Le marché locatif reste tendu : pour un appartement bien situé, nous recevons souvent des dizaines de demandes dès la première semaine. Une sélection rigoureuse est alors essentielle, dans le respect des règles anti-discrimination.</p>
<table>
<caption>Candidats locataires par bien et délai de location (nos dossiers, 2025)</caption>
<thead><tr><th scope="col">Région</th><th scope="col">Demandes par bien</th><th scope="col">Visites par bien</th><th scope="col">Jours avant location</th></tr></thead>
<tbody>
<tr><th scope="row">Gand</th><td>38</td><td>9</td><td>17</td></tr>
<tr><th scope="row">Bruxelles</th><td>45</td><td>11</td><td>21</td></tr>
<tr><th scope="row">Namur</th><td>22</td><td>7</td><td>26</td></tr>
<tr><th scope="row">Luxembourg</th><td>31</td><td>8</td><td>19</td></tr>
</tbody>
</table>
<p>Vous louez vous-même ? Confiez la sélection et l'état des lieux à notre équipe <a href="/services/brokerage/">location et gestion</a>.</p>`,
    },
  },
  {
    id: 'potential-buyers',
    title: { nl: 'Kandidaat-kopers', fr: 'Acheteurs potentiels' },
    html: {
      nl: `<p>In ons zoekregister staan op dit moment meer dan 2.400 actieve kandidaat-kopers. Zo kunnen we een nieuw pand vaak al voorstellen aan geïnteresseerden nog vóór het online verschijnt.</p>
<table>
<caption>Actieve kandidaat-kopers volgens budget (zoekregister, december 2025)</caption>
<thead><tr><th scope="col">Budget</th><th scope="col">Woning</th><th scope="col">Appartement</th><th scope="col">Bouwgrond</th></tr></thead>
<tbody>
<tr><th scope="row">Tot € 250.000</th><td>310</td><td>545</td><td>120</td></tr>
<tr><th scope="row">€ 250.000 – € 400.000</th><td>480</td><td>390</td><td>95</td></tr>
<tr><th scope="row">€ 400.000 – € 600.000</th><td>265</td><td>140</td><td>40</td></tr>
<tr><th scope="row">Meer dan € 600.000</th><td>85</td><td>35</td><td>10</td></tr>
</tbody>
</table>
<p>Wilt u weten hoeveel kandidaten er voor uw woning zijn? <a href="/contact-demand/">Vraag een gratis schatting aan</a>.</p>`,
      fr: `<p>Notre registre de recherche compte actuellement plus de 2.400 acheteurs potentiels actifs. Nous pouvons ainsi souvent présenter un nouveau bien à des personnes intéressées avant même sa publication en ligne.</p>
<table>
<caption>Acheteurs potentiels actifs selon le budget (registre de recherche, décembre 2025)</caption>
<thead><tr><th scope="col">Budget</th><th scope="col">Maison</th><th scope="col">Appartement</th><th scope="col">Terrain à bâtir</th></tr></thead>
<tbody>
<tr><th scope="row">Jusqu'à € 250.000</th><td>310</td><td>545</td><td>120</td></tr>
<tr><th scope="row">€ 250.000 – € 400.000</th><td>480</td><td>390</td><td>95</td></tr>
<tr><th scope="row">€ 400.000 – € 600.000</th><td>265</td><td>140</td><td>40</td></tr>
<tr><th scope="row">Plus de € 600.000</th><td>85</td><td>35</td><td>10</td></tr>
</tbody>
</table>
<p>Vous voulez savoir combien de candidats recherchent un bien comme le vôtre ? <a href="/contact-demand/">Demandez une estimation gratuite</a>.</p>`,
    },
  },
];
