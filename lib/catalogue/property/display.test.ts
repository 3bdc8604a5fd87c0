import { describe, expect, it } from 'vitest';
import { cardTypeName, placeName, publicCoordinates, streetLine } from './display';

describe('streetLine', () => {
  const box = (b: string) => `bus ${b}`;
  it('joins street, number and box', () => {
    expect(streetLine({ street: 'Veldstraat', number: '12', box: '3' }, box)).toBe('Veldstraat 12 bus 3');
    expect(streetLine({ street: 'Veldstraat', number: '12', box: '' }, box)).toBe('Veldstraat 12');
  });
  it('is null without a street', () => {
    expect(streetLine({ street: ' ', number: '12', box: '' }, box)).toBeNull();
  });
});

describe('publicCoordinates', () => {
  const coordinates = { lat: 51.058202, lng: 3.71764 };
  it('keeps the exact point when the address is published', () => {
    expect(publicCoordinates({ coordinates, publishAddress: true })).toEqual(coordinates);
  });
  it('rounds to about a kilometre when it is not', () => {
    expect(publicCoordinates({ coordinates, publishAddress: false })).toEqual({ lat: 51.06, lng: 3.72 });
    expect(publicCoordinates({ coordinates: null, publishAddress: false })).toBeNull();
  });
});

describe('placeName', () => {
  it('adds the country unless Belgium', () => {
    expect(placeName({ city: 'Gent', countryId: 10, countryName: 'België' })).toBe('Gent');
    expect(placeName({ city: 'Luxembourg', countryId: 50, countryName: 'Luxemburg' })).toBe('Luxembourg (Luxemburg)');
  });
});

describe('cardTypeName', () => {
  it('names the type by its description when that is a name, else by its main type', () => {
    expect(cardTypeName({ typeDescription: 'Halfopen woning', mainTypeName: 'Woning' })).toBe('Halfopen woning');
    expect(
      cardTypeName({ typeDescription: 'Halfopen woning met aangebouwde praktijkruimte, dubbele garage', mainTypeName: 'Woning' }),
    ).toBe('Woning');
    expect(cardTypeName({ typeDescription: '  ', mainTypeName: 'Woning' })).toBe('Woning');
  });
});
