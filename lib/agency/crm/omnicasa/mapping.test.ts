// The edge where Omnicasa's list items meet our records (pure): the names public sources show, the
// wire's quirks read (a flag as '1', coordinates and numbers as strings, a postal code as a number), the
// three picture forms, the statuses, the agency's own names through its mapping file, and deleted ids.
import { describe, expect, it } from 'vitest';
import { coerce, field } from '../field-rules';
import { EMPTY_MAPPING, type AgencyMapping } from '../mapping-file';
import { deletedIds, fromCrmProject, fromCrmProperty, isPublished, itemPictures, PROPERTY_RULES } from './mapping';

const item = {
  ID: 4101,
  Ident: 'REF-4101',
  WebID: 1,
  Goal: 0,
  Price: '410000',
  PublishPrice: '1',
  TypeDescription: 'Woning',
  MainTypeName: 'Huis',
  DescriptionA: 'Een mooie woning.',
  Street: 'Kerkstraat',
  HouseNumber: '12',
  Zip: 9000,
  City: 'Gent',
  CountryAbbr: 'BE',
  CountryName: 'België',
  GoogleX: '51.05',
  GoogleY: '3.72',
  CreatedDate: '2026-07-01 10:30:00',
  Status: 1,
  SurfaceLiving: '145',
  NumberOfBedRooms: 3,
  HasGarden: '1',
  HasLift: 0,
  XLargePictureItems: [
    { ID: 2, Url: 'https://media.crm.example/2.jpg', Name: 'Tuin', Width: 1600, Height: 1067 },
    { ID: 1, Url: 'file:///etc/passwd' },
  ],
};

describe('a property item', () => {
  it('reads the names the sources show, with the wire quirks, and fills ours', () => {
    const record = fromCrmProperty(item, 'nl');
    expect(record).toMatchObject({
      ID: 4101,
      RecordFile: 'REF-4101',
      Price: 410000,
      PublishPrice: true,
      Description: 'Een mooie woning.',
      Zip: '9000',
      CountryID: 10,
      Latitude: 51.05,
      Longitude: 3.72,
      LivingSurface: 145,
      Bedrooms: 3,
      Garden: true,
      Lift: false,
      WebIDs: [1],
      Title: 'Woning – Gent',
      MonthlyRent: null,
      PublishAddress: false,
      Marquee: 0,
      Pictures: [{ ID: 2, url: 'https://media.crm.example/2.jpg', Name: 'Tuin' }],
      Documents: [],
      language: 'nl',
    });
    // 10:30 in Brussels in July is 08:30 UTC (the zone of the CRM's dates is inferred).
    expect(record.CreateDate).toBe('2026-07-01T08:30:00.000Z');
  });

  it('passes on what it cannot read, for the record check to name', () => {
    expect(fromCrmProperty({ ...item, Price: 'op aanvraag' }, 'nl').Price).toBe('op aanvraag');
    expect(coerce('3,5', 'number')).toBe(3.5);
    expect(coerce('drie', 'int')).toBe('drie');
    expect(coerce('', 'int')).toBeNull();
  });

  it('has no built-in name for what no source names', () => {
    for (const unknown of ['FloodScoreParcel', 'EPCCertificateCode', 'EPCLabelText', 'PlanningData', 'BoxNr', 'Documents', 'Title'])
      expect(PROPERTY_RULES).not.toHaveProperty(unknown);
    expect(fromCrmProperty({ ...item, FloodScoreParcel: 'A' }, 'nl')).not.toHaveProperty('FloodScoreParcel');
  });

  it("reads what the agency's mapping file names, over the built-in table", () => {
    const mapping: AgencyMapping = {
      ...EMPTY_MAPPING,
      fields: { FloodScoreParcel: { from: 'OverstromingP', as: 'floodScore' }, Title: { from: 'Ident' } },
      defaults: { PublishAddress: true },
    };
    const record = fromCrmProperty({ ...item, OverstromingP: ' b ' }, 'nl', undefined, mapping);
    expect(record).toMatchObject({ FloodScoreParcel: 'B', Title: 'REF-4101', PublishAddress: true });
  });

  it('a rent: the price is the monthly rent', () => {
    expect(fromCrmProperty({ ...item, Goal: 1, Price: 950 }, 'fr')).toMatchObject({ MonthlyRent: 950, Goal: 1 });
  });
});

describe('statuses', () => {
  const meaning = { marquee: { sold: 2, rented: 3, option: null }, subStatus: {} };
  it('publishes active, sold and rented; withdraws the others', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((Status) => isPublished({ ...item, Status }))).toEqual([false, true, true, false, true, false, false]);
    expect(isPublished({ ID: 1 })).toBe(true);
  });
  it("says sold or rented by the status, sub-status 6 is sold, and the agency's sub-statuses mean what its file says", () => {
    const marquee = (extra: object, mapping = EMPTY_MAPPING) => fromCrmProperty({ ...item, ...extra }, 'nl', [], mapping, meaning).Marquee;
    expect(marquee({ Status: 2 })).toBe(2);
    expect(marquee({ Status: 4 })).toBe(3);
    expect(marquee({ Status: 1, SubStatus: 6 })).toBe(2);
    expect(marquee({ Status: 1, SubStatus: 3 })).toBe(0);
    expect(marquee({ Status: 1, SubStatus: 3 }, { ...EMPTY_MAPPING, subStatus: { '3': 'option' }, marquee: { option: 4 } })).toBe(4);
    // The status wins over the item's own marquee; without one, the item's marquee is kept.
    expect(marquee({ Status: 2, Marquee: 5 })).toBe(2);
    expect(marquee({ Status: 1, Marquee: 5 })).toBe(5);
  });
});

describe('pictures', () => {
  it('reads XLargePictureItems, else LargePictures, else LargePicture; none of them is null', () => {
    expect(itemPictures({ LargePictures: ['https://crm.example/a.jpg', 'ftp://x', 'https://crm.example/b.jpg'] })).toEqual([
      { ID: 1, url: 'https://crm.example/a.jpg', Name: '' },
      { ID: 3, url: 'https://crm.example/b.jpg', Name: '' },
    ]);
    expect(itemPictures({ LargePicture: 'https://crm.example/main.jpg' })).toEqual([
      { ID: 1, url: 'https://crm.example/main.jpg', Name: '' },
    ]);
    expect(itemPictures({ XLargePictureItems: [] })).toEqual([]);
    expect(itemPictures({ ID: 1 })).toBeNull();
  });
});

describe('projects', () => {
  it("takes the name and description, and a unit's address", () => {
    const unit = fromCrmProperty(item, 'fr');
    expect(fromCrmProject({ ID: 9, Name: 'Residentie', Description: 'Nieuwbouw' }, 'fr', [], unit)).toMatchObject({
      ID: 9,
      Name: 'Residentie',
      Street: 'Kerkstraat',
      Zip: '9000',
      City: 'Gent',
      PublicAddress: false,
    });
  });
});

describe('deleted ids', () => {
  it('reads the bare array the sources show; an Items list and {ID} objects are tolerated', () => {
    expect(deletedIds([4101, '4102'])).toEqual([4101, 4102]);
    expect(deletedIds({ Items: [{ ID: 901 }, { id: 902 }], RowsCount: 2 })).toEqual([901, 902]);
  });
  it('leaves out what is not a positive whole id', () => {
    expect(deletedIds([0, -1, 1.5, 'x', null, { ID: '7' }, 2 ** 60])).toEqual([]);
    expect(deletedIds('garbage')).toEqual([]);
  });
});

it('reads a field by name without regard to case', () => {
  expect(field({ rowscount: 3 }, 'RowsCount')).toBe(3);
  expect(field([1], 'length')).toBeUndefined();
});
