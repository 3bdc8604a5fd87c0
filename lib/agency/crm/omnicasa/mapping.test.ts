// The edge where the CRM's shapes meet our records (pure): both forms of deleted ids, picture lists in
// either shape, names matched without regard to case, and what is not a usable URL or id left out.
import { describe, expect, it } from 'vitest';
import { PROPERTY_FIELDS, deletedIds, fromCrmProject, fromCrmProperty, pictureList } from './mapping';
import { field } from './wire';

describe('deleted ids', () => {
  it('accepts a bare array and an Items list, of ids or {ID} objects', () => {
    expect(deletedIds([4101, '4102', { ID: 4103 }])).toEqual([4101, 4102, 4103]);
    expect(deletedIds({ Items: [{ ID: 901 }, { id: 902 }], RowsCount: 2 })).toEqual([901, 902]);
  });
  it('leaves out what is not a positive whole id', () => {
    expect(deletedIds([0, -1, 1.5, 'x', null, { ID: '7' }, 2 ** 60])).toEqual([]);
    expect(deletedIds('garbage')).toEqual([]);
  });
});

describe('pictures', () => {
  it('maps a picture list ({PictureUrl, Description, Order}) in its order', () => {
    expect(
      pictureList([
        { ID: 2, ObjectID: 1, PictureUrl: 'https://crm.example/p/2.jpg', Description: 'Keuken', Order: 2 },
        { ID: 1, ObjectID: 1, PictureUrl: 'https://crm.example/p/1.jpg', Description: 'Voorgevel', Order: 1 },
      ]),
    ).toEqual([
      { ID: 1, url: 'https://crm.example/p/1.jpg', Name: 'Voorgevel' },
      { ID: 2, url: 'https://crm.example/p/2.jpg', Name: 'Keuken' },
    ]);
  });
  it('maps inline pictures in our shape, and drops those without an http(s) URL or an id', () => {
    const record = fromCrmProperty(
      {
        id: 7,
        Pictures: [
          { ID: 1, Url: 'https://crm.example/1.jpg', Name: 'a' },
          { ID: 2, Url: 'file:///etc/passwd' },
          { ID: 3, Url: 'javascript:alert(1)' },
          { Url: 'https://crm.example/4.jpg' },
        ],
      },
      'nl',
    );
    expect(record.Pictures).toEqual([{ ID: 1, url: 'https://crm.example/1.jpg', Name: 'a' }]);
  });
});

describe('records', () => {
  it('copies every field of the table by its CRM name, whatever its case, and sets the language', () => {
    const record = fromCrmProperty(
      { id: 5, webid: 2, PRICE: 100, Documents: [{ ID: 1, Name: 'EPC', Url: 'https://crm.example/epc.pdf' }] },
      'fr',
    );
    expect(record).toMatchObject({
      ID: 5,
      WebID: 2,
      Price: 100,
      language: 'fr',
      Documents: [{ ID: 1, Name: 'EPC', url: 'https://crm.example/epc.pdf' }],
    });
    expect(Object.keys(PROPERTY_FIELDS)).toContain('RecordFile');
  });
  it('copies values as they come: their types are for the data check to judge', () => {
    expect(fromCrmProperty({ ID: 5, Price: 'on request' }, 'nl').Price).toBe('on request');
  });
  it('leaves fields the CRM does not send out rather than inventing them', () => {
    const record = fromCrmProject({ ID: 9, Name: 'Residentie' }, 'nl');
    expect(record).not.toHaveProperty('Street');
  });
  it('reads a field by name without regard to case', () => {
    expect(field({ rowscount: 3 }, 'RowsCount')).toBe(3);
    expect(field([1], 'length')).toBeUndefined();
  });
});
