import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('writes lower case words without diacritics joined by hyphens', () => {
    expect(slugify('Liège')).toBe('liege');
    expect(slugify('Bel-étage prêt à emménager')).toBe('bel-etage-pret-a-emmenager');
    expect(slugify('  Résidence « Cœur de ville » ')).toBe('residence-coeur-de-ville');
    expect(slugify('Straße')).toBe('strasse');
  });

  it('keeps numbers whole and m² readable', () => {
    expect(slugify('Karaktervolle hoeve op 4.965 m²')).toBe('karaktervolle-hoeve-op-4965-m2');
    expect(slugify('Fermette de caractère sur 4 965 m²')).toBe('fermette-de-caractere-sur-4965-m2');
    expect(slugify('Duplex neuf 3 chambres – Belval Parc')).toBe('duplex-neuf-3-chambres-belval-parc');
  });

  it('cuts long titles between words', () => {
    const slug = slugify('Maison mitoyenne spacieuse avec jardin orienté sud-ouest et garage');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe('maison-mitoyenne-spacieuse-avec-jardin-oriente-sud-ouest');
  });

  it('never ends on a dangling conjunction, article or preposition, in any language', () => {
    expect(slugify('Maison mitoyenne lumineuse avec jardin orienté sud-ouest et garage')).toBe(
      'maison-mitoyenne-lumineuse-avec-jardin-oriente-sud-ouest',
    );
    expect(slugify('Bel-étage prêt à emménager avec jardin orienté ouest et garage')).toBe(
      'bel-etage-pret-a-emmenager-avec-jardin-oriente-ouest',
    );
    expect(slugify('Gemengd opbrengsteigendom met handelsruimte en 3 appartementen')).toBe('gemengd-opbrengsteigendom-met-handelsruimte');
    expect(slugify('Ruime gezinswoning met grote tuin en dubbele garage in de')).toBe(
      'ruime-gezinswoning-met-grote-tuin-en-dubbele-garage',
    );
    expect(slugify('Appartement avec vue sur la')).toBe('appartement-avec-vue');
    expect(slugify('Loft with a view of the')).toBe('loft-with-a-view');
    expect(slugify('Haus mit Garten und')).toBe('haus-mit-garten');
    for (const short of [20, 25, 30, 35, 40]) {
      const slug = slugify('Maison de maître avec jardin et garage à la campagne', short);
      expect(slug.length, slug).toBeLessThanOrEqual(short);
      expect(slug, slug).not.toMatch(/-(et|de|a|la|avec|au)$/);
    }
  });

  it('keeps a number that ends a whole title, and never empties a slug', () => {
    expect(slugify('Appartement 2')).toBe('appartement-2');
    expect(slugify('De')).toBe('de');
    expect(slugify('Et la')).toBe('et');
    expect(slugify('')).toBe('');
    expect(slugify('a'.repeat(80))).toBe('a'.repeat(60));
  });
});
