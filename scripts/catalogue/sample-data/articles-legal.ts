/** Article bodies of the legal pages: privacy (GDPR), cookies, general conditions. */
import type { ArticleText } from './articles';

export const LEGAL_ARTICLES: ArticleText[] = [
  {
    id: 'privacy',
    title: { nl: 'Privacyverklaring', fr: 'Déclaration de confidentialité' },
    html: {
      nl: `<p>Vitrine Vastgoed BV hecht veel belang aan de bescherming van uw persoonsgegevens. In deze verklaring leggen we uit welke gegevens we verzamelen, waarom we dat doen en welke rechten u hebt, in overeenstemming met de Algemene Verordening Gegevensbescherming (AVG of GDPR).</p>
<h2>Wie is verantwoordelijk?</h2>
<p>De verwerkingsverantwoordelijke is Vitrine Vastgoed BV, Kortrijksesteenweg 245, 9000 Gent, ondernemingsnummer BE 0712.345.678. Voor al uw vragen over privacy kunt u terecht bij <a href="mailto:privacy@vitrine-vastgoed.be">privacy@vitrine-vastgoed.be</a>.</p>
<h2>Welke gegevens verwerken we?</h2>
<ul>
<li>identificatie- en contactgegevens: naam, adres, e-mailadres en telefoonnummer;</li>
<li>gegevens over uw zoekopdracht of uw eigendom: gewenste gemeenten, budget, kenmerken van het pand;</li>
<li>gegevens die de antiwitwaswet ons verplicht te verzamelen, zoals een kopie van uw identiteitskaart bij een verkoop of verhuur;</li>
<li>technische gegevens over uw bezoek aan onze website, enkel voor zover u daarvoor toestemming gaf (zie ons <a href="/cookie-policy/">cookiebeleid</a>).</li>
</ul>
<h2>Waarom en op welke rechtsgrond?</h2>
<ul>
<li><strong>Uitvoering van een overeenkomst</strong>: uw bemiddelingsopdracht, een bezoek of een bod opvolgen.</li>
<li><strong>Wettelijke verplichting</strong>: de identificatie van cliënten volgens de wet van 18 september 2017 ter voorkoming van witwassen van geld.</li>
<li><strong>Gerechtvaardigd belang</strong>: onze dienstverlening verbeteren en u informeren over gelijkaardige panden.</li>
<li><strong>Toestemming</strong>: onze nieuwsbrief en analytische of marketingcookies. U kunt uw toestemming altijd intrekken.</li>
</ul>
<h2>Met wie delen we uw gegevens?</h2>
<p>We delen uw gegevens enkel wanneer dat nodig is voor uw dossier: met de notaris, keurders en certificateurs, de kredietbemiddelaar die u kiest, en onze IT-leveranciers, die als verwerker gebonden zijn door een verwerkersovereenkomst. We verkopen uw gegevens nooit aan derden en geven ze niet door buiten de Europese Economische Ruimte.</p>
<h2>Hoe lang bewaren we uw gegevens?</h2>
<p>Zoekprofielen bewaren we tot u zich uitschrijft, en uiterlijk twee jaar na uw laatste contact. Gegevens die onder de antiwitwaswet vallen, bewaren we tien jaar na het einde van de zakenrelatie, zoals de wet voorschrijft.</p>
<h2>Uw rechten</h2>
<p>U hebt het recht op inzage, verbetering, wissing en beperking van uw gegevens, het recht op overdraagbaarheid en het recht om bezwaar te maken tegen de verwerking. Stuur uw verzoek naar <a href="mailto:privacy@vitrine-vastgoed.be">privacy@vitrine-vastgoed.be</a>; we antwoorden binnen een maand.</p>
<p>Bent u niet tevreden over ons antwoord, dan kunt u een klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (<a href="https://www.gegevensbeschermingsautoriteit.be">www.gegevensbeschermingsautoriteit.be</a>).</p>
<p><em>Laatst bijgewerkt op 2 januari 2026.</em></p>`,
      fr: `<p>Vitrine Vastgoed SRL attache une grande importance à la protection de vos données à caractère personnel. Cette déclaration explique quelles données nous collectons, pourquoi nous le faisons et de quels droits vous disposez, conformément au Règlement général sur la protection des données (RGPD).</p>
<h2>Qui est responsable ?</h2>
<p>Le responsable du traitement est Vitrine Vastgoed SRL, Kortrijksesteenweg 245, 9000 Gand, numéro d'entreprise BE 0712.345.678. Pour toute question relative à la vie privée, écrivez à <a href="mailto:privacy@vitrine-vastgoed.be">privacy@vitrine-vastgoed.be</a>.</p>
<h2>Quelles données traitons-nous ?</h2>
<ul>
<li>données d'identification et de contact : nom, adresse, adresse e-mail et numéro de téléphone ;</li>
<li>données relatives à votre recherche ou à votre bien : communes souhaitées, budget, caractéristiques du bien ;</li>
<li>données que la loi anti-blanchiment nous oblige à collecter, comme une copie de votre carte d'identité lors d'une vente ou d'une location ;</li>
<li>données techniques sur votre visite de notre site, uniquement si vous y avez consenti (voir notre <a href="/cookie-policy/">politique en matière de cookies</a>).</li>
</ul>
<h2>Pourquoi et sur quelle base juridique ?</h2>
<ul>
<li><strong>Exécution d'un contrat</strong> : suivre votre mandat, une visite ou une offre.</li>
<li><strong>Obligation légale</strong> : l'identification des clients prévue par la loi du 18 septembre 2017 relative à la prévention du blanchiment de capitaux.</li>
<li><strong>Intérêt légitime</strong> : améliorer nos services et vous informer de biens similaires.</li>
<li><strong>Consentement</strong> : notre lettre d'information et les cookies analytiques ou marketing. Vous pouvez retirer votre consentement à tout moment.</li>
</ul>
<h2>Avec qui partageons-nous vos données ?</h2>
<p>Nous ne partageons vos données que lorsque votre dossier l'exige : avec le notaire, les organismes de contrôle et les certificateurs, le courtier en crédit de votre choix et nos fournisseurs informatiques, liés en tant que sous-traitants par un contrat de sous-traitance. Nous ne vendons jamais vos données et ne les transférons pas en dehors de l'Espace économique européen.</p>
<h2>Combien de temps conservons-nous vos données ?</h2>
<p>Les profils de recherche sont conservés jusqu'à votre désinscription, et au plus tard deux ans après votre dernier contact. Les données soumises à la loi anti-blanchiment sont conservées dix ans après la fin de la relation d'affaires, comme la loi l'impose.</p>
<h2>Vos droits</h2>
<p>Vous disposez d'un droit d'accès, de rectification, d'effacement et de limitation de vos données, d'un droit à la portabilité et d'un droit d'opposition au traitement. Adressez votre demande à <a href="mailto:privacy@vitrine-vastgoed.be">privacy@vitrine-vastgoed.be</a> ; nous répondons dans un délai d'un mois.</p>
<p>Si notre réponse ne vous satisfait pas, vous pouvez introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (<a href="https://www.autoriteprotectiondonnees.be">www.autoriteprotectiondonnees.be</a>).</p>
<p><em>Dernière mise à jour le 2 janvier 2026.</em></p>`,
    },
  },
  {
    id: 'cookie-policy',
    title: { nl: 'Cookiebeleid', fr: 'Politique en matière de cookies' },
    html: {
      nl: `<p>Onze website gebruikt cookies: kleine tekstbestanden die op uw toestel worden opgeslagen. Strikt noodzakelijke cookies plaatsen we altijd; voor alle andere vragen we eerst uw toestemming via de cookiebanner.</p>
<h2>Welke cookies gebruiken we?</h2>
<table>
<caption>Cookies op www.vitrine-vastgoed.be</caption>
<thead><tr><th scope="col">Categorie</th><th scope="col">Doel</th><th scope="col">Bewaartermijn</th></tr></thead>
<tbody>
<tr><td>Strikt noodzakelijk</td><td>Uw taalkeuze en uw cookievoorkeuren onthouden, formulieren beveiligen</td><td>Tot 12 maanden</td></tr>
<tr><td>Analytisch</td><td>Anoniem meten hoe bezoekers de website gebruiken</td><td>Tot 13 maanden</td></tr>
<tr><td>Marketing</td><td>Relevante advertenties tonen voor panden die u bekeek</td><td>Tot 13 maanden</td></tr>
<tr><td>Sociale media</td><td>Panden delen via Facebook en andere netwerken</td><td>Tot 3 maanden</td></tr>
<tr><td>Niet geclassificeerd</td><td>Cookies die we nog aan een categorie toewijzen</td><td>Variabel</td></tr>
</tbody>
</table>
<h2>Uw keuze aanpassen</h2>
<p>U kunt uw toestemming op elk moment wijzigen of intrekken via de link "Cookie-instellingen" onderaan elke pagina. U kunt cookies ook verwijderen via de instellingen van uw browser. Meer over de verwerking van uw gegevens leest u in onze <a href="/privacy/">privacyverklaring</a>.</p>`,
      fr: `<p>Notre site utilise des cookies : de petits fichiers texte enregistrés sur votre appareil. Les cookies strictement nécessaires sont toujours déposés ; pour tous les autres, nous demandons d'abord votre consentement via la bannière cookies.</p>
<h2>Quels cookies utilisons-nous ?</h2>
<table>
<caption>Cookies sur www.vitrine-vastgoed.be</caption>
<thead><tr><th scope="col">Catégorie</th><th scope="col">Finalité</th><th scope="col">Durée de conservation</th></tr></thead>
<tbody>
<tr><td>Strictement nécessaires</td><td>Mémoriser votre langue et vos préférences en matière de cookies, sécuriser les formulaires</td><td>Jusqu'à 12 mois</td></tr>
<tr><td>Analytiques</td><td>Mesurer de manière anonyme l'utilisation du site</td><td>Jusqu'à 13 mois</td></tr>
<tr><td>Marketing</td><td>Afficher des publicités pertinentes pour les biens que vous avez consultés</td><td>Jusqu'à 13 mois</td></tr>
<tr><td>Réseaux sociaux</td><td>Partager des biens via Facebook et d'autres réseaux</td><td>Jusqu'à 3 mois</td></tr>
<tr><td>Non classés</td><td>Cookies que nous n'avons pas encore classés</td><td>Variable</td></tr>
</tbody>
</table>
<h2>Modifier votre choix</h2>
<p>Vous pouvez modifier ou retirer votre consentement à tout moment via le lien « Paramètres des cookies » en bas de chaque page. Vous pouvez aussi supprimer les cookies dans les réglages de votre navigateur. Pour en savoir plus sur le traitement de vos données, consultez notre <a href="/privacy/">déclaration de confidentialité</a>.</p>`,
    },
  },
  {
    id: 'conditions',
    title: { nl: 'Algemene voorwaarden', fr: 'Conditions générales' },
    html: {
      nl: `<p>Deze voorwaarden zijn van toepassing op het gebruik van de website www.vitrine-vastgoed.be, uitgebaat door Vitrine Vastgoed BV, Kortrijksesteenweg 245, 9000 Gent, ondernemingsnummer BE 0712.345.678.</p>
<h2>Beroepsgegevens</h2>
<p>Vitrine Vastgoed BV is erkend vastgoedmakelaar-bemiddelaar, ingeschreven bij het Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel, onder nummer 512.345. De deontologische code van het BIV is van toepassing. Onze beroepsaansprakelijkheid en borgstelling zijn verzekerd via het BIV.</p>
<h2>Informatie op de website</h2>
<ol>
<li>De beschrijvingen, foto's en plannen van panden worden met de grootste zorg opgesteld, maar zijn louter informatief en vormen geen aanbod in juridische zin.</li>
<li>Prijzen, oppervlaktes en beschikbaarheid kunnen wijzigen. Enkel de schriftelijke overeenkomst en de notariële akte zijn bindend.</li>
<li>Ramingen van kosten, zoals registratierechten en notariskosten, zijn indicatief.</li>
</ol>
<h2>Intellectuele eigendom</h2>
<p>Alle teksten, foto's, logo's en het ontwerp van deze website zijn beschermd. Overname zonder voorafgaande schriftelijke toestemming is niet toegestaan.</p>
<h2>Aansprakelijkheid</h2>
<p>We kunnen niet aansprakelijk worden gesteld voor schade als gevolg van het gebruik van de website, tijdelijke onbeschikbaarheid of de inhoud van externe websites waarnaar we verwijzen.</p>
<h2>Toepasselijk recht</h2>
<p>Op deze voorwaarden is het Belgisch recht van toepassing. Geschillen behoren tot de bevoegdheid van de rechtbanken van Gent, onverminderd de rechten van consumenten. Consumenten kunnen zich ook wenden tot de Consumentenombudsdienst.</p>`,
      fr: `<p>Les présentes conditions s'appliquent à l'utilisation du site www.vitrine-vastgoed.be, exploité par Vitrine Vastgoed SRL, Kortrijksesteenweg 245, 9000 Gand, numéro d'entreprise BE 0712.345.678.</p>
<h2>Informations professionnelles</h2>
<p>Vitrine Vastgoed SRL est agent immobilier intermédiaire agréé, inscrit auprès de l'Institut professionnel des agents immobiliers (IPI), rue du Luxembourg 16B, 1000 Bruxelles, sous le numéro 512.345. Le code de déontologie de l'IPI est d'application. Notre responsabilité civile professionnelle et notre cautionnement sont assurés via l'IPI.</p>
<h2>Informations sur le site</h2>
<ol>
<li>Les descriptions, photos et plans des biens sont établis avec le plus grand soin, mais sont purement informatifs et ne constituent pas une offre au sens juridique.</li>
<li>Les prix, surfaces et disponibilités peuvent changer. Seuls la convention écrite et l'acte notarié font foi.</li>
<li>Les estimations de frais, comme les droits d'enregistrement et les frais de notaire, sont indicatives.</li>
</ol>
<h2>Propriété intellectuelle</h2>
<p>L'ensemble des textes, photos, logos et de la conception de ce site est protégé. Toute reproduction sans autorisation écrite préalable est interdite.</p>
<h2>Responsabilité</h2>
<p>Notre responsabilité ne peut être engagée pour un dommage résultant de l'utilisation du site, d'une indisponibilité temporaire ou du contenu de sites externes vers lesquels nous renvoyons.</p>
<h2>Droit applicable</h2>
<p>Les présentes conditions sont régies par le droit belge. Tout litige relève de la compétence des tribunaux de Gand, sans préjudice des droits des consommateurs. Les consommateurs peuvent également s'adresser au Service de médiation pour le consommateur.</p>`,
    },
  },
];
