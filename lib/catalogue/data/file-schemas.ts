/**
 * Zod schemas of the bundled JSON files in data/, with the CRM's own field names (docs/product.md section 3).
 *
 * These describe the files as editors write them. lib/catalogue/data reshapes them into the app's own types,
 * so pages never see these shapes. JSON Schemas for editors are exported from here by
 * `npm run data:schema` into data/schema/.
 *
 * Deliberately not 'server-only': the data scripts (check, schema export, generator) import it too.
 */
import { z } from 'zod';

export const LANGUAGE_CODES = ['nl', 'fr', 'en', 'de'] as const;
export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;

/** Text per language; a missing language falls back to the default one when read. */
export const LocalizedSchema = z
  .object({
    nl: z.string().optional(),
    fr: z.string().optional(),
    en: z.string().optional(),
    de: z.string().optional(),
  })
  .strict();
/** Text per language, as the files write it. */
export type LocalizedText = z.infer<typeof LocalizedSchema>;

const SchemaRef = z.string().optional().describe('Path of the JSON Schema, for editor completion');

/** A path inside the site ("/for-sale/") or an absolute http(s) URL. */
const Link = z.string().min(1);
const ImageRef = z
  .object({
    url: z.string().min(1),
    alt: LocalizedSchema.optional(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------
// Site configuration (data/site.json)

export const TopBarItemSchema = z
  .object({
    status: z.boolean().describe('Shown only when true'),
    label: LocalizedSchema,
    link: Link.optional(),
    icon: z.enum(['phone', 'mail', 'pin', 'clock', 'facebook', 'instagram', 'linkedin', 'info']).optional(),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{3,8}$/, 'expected a hex colour such as #1d4e89')
      .optional(),
  })
  .strict();

const FooterPart = <T extends z.ZodType>(value: T) =>
  z.object({ public: z.boolean().describe('Shown only when true'), value }).strict();

export const FooterColumnSchema = z
  .object({
    id: z.string().min(1),
    title: FooterPart(LocalizedSchema).optional(),
    intro: FooterPart(LocalizedSchema).optional(),
    text: FooterPart(LocalizedSchema).describe('Full text, HTML allowed (sanitized)').optional(),
    images: FooterPart(z.array(ImageRef)).optional(),
    sm: z.number().int().min(1).max(12),
    md: z.number().int().min(1).max(12),
    lg: z.number().int().min(1).max(12),
  })
  .strict();

export const TimeSlotSchema = z
  .object({
    from: z.string().regex(/^\d{2}:\d{2}$/),
    to: z.string().regex(/^\d{2}:\d{2}$/),
  })
  .strict();

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export const OpeningHoursSchema = z
  .object({
    days: z.array(z.enum(WEEKDAYS)).min(1).describe('The days these hours apply to'),
    from: z.string().regex(/^\d{2}:\d{2}$/),
    to: z.string().regex(/^\d{2}:\d{2}$/),
  })
  .strict();

export const SiteFileSchema = z
  .object({
    $schema: SchemaRef,
    name: z.string().min(1),
    url: z.url().describe('Public origin of the site, used in absolute URLs'),
    logo: ImageRef,
    site_info: z
      .object({
        analyticsId: z.string(),
        adsId: z.string(),
        tagManagerId: z.string(),
        socialPixelId: z.string(),
      })
      .strict(),
    language: z
      .object({
        languageUse: z
          .array(z.object({ code: LanguageCodeSchema, use: z.boolean() }).strict())
          .min(1)
          .describe('Languages of the public site: only those with use: true are served'),
        default: LanguageCodeSchema,
        owner: z
          .array(LanguageCodeSchema)
          .min(1)
          .default(['en', 'nl', 'fr'])
          .describe('Languages of the owner area (login, portal), whatever the public site enables'),
      })
      .strict(),
    contact: z
      .object({
        phone: z.string(),
        email: z.email(),
        street: z.string(),
        zip: z.string(),
        city: LocalizedSchema,
        vat: z.string(),
        openingHours: z
          .array(OpeningHoursSchema)
          .default([])
          .describe('When the office is open: shown on the contact card and in the structured data, the one place that says it'),
      })
      .strict(),
    agency: z
      .object({
        legalName: z
          .union([z.string().min(1), LocalizedSchema])
          .describe("The company's registered name (Crossroads Bank for Enterprises), per language when its legal form is written in each ('BV' / 'SRL')"),
        companyNumber: z
          .string()
          .regex(/^[01]\d{3}\.\d{3}\.\d{3}$/)
          .describe('Enterprise number (KBO/BCE), as 0712.345.678'),
        professionalTitle: LocalizedSchema.describe("Professional title as the BIV/IPI registers it: 'vastgoedmakelaar-bemiddelaar' / 'agent immobilier intermédiaire'"),
        bivNumber: z.string().min(1).describe('BIV/IPI registration number'),
        titleCountry: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .describe('Country where the title was granted (ISO code, BE)'),
        insurer: z
          .union([z.string().min(1), LocalizedSchema])
          .describe("Insurer of the professional liability and the financial guarantee, per language when its legal form is written in each ('NV' / 'SA')"),
        policyNumber: z.string().min(1).describe("That insurance's policy number"),
        codeOfConduct: LocalizedSchema.describe('Link to the BIV/IPI code of conduct (deontology), per language'),
        luxembourgPermit: z.string().min(1).optional().describe("Luxembourg's business permit (autorisation d'établissement) number, for an agency that works there"),
        valuationFee: z
          .object({
            percentExclVat: z.number().positive().max(20),
            vatPercent: z.number().min(0).max(30),
          })
          .strict()
          .optional()
          .describe("The agent's fee on a sale, shown VAT included on the free valuation page"),
      })
      .strict()
      .describe('The mandatory identity every page shows (Code of Economic Law art. XII.6, BIV code of conduct art. 20)'),
    mainMenu: z.array(z.string()).describe('Menu entry ids shown in the main menu, in order'),
    timeSlots: z.array(TimeSlotSchema).min(1).describe('The times a visitor may ask to be called back or to visit (forms), not the opening hours'),
    legal: z
      .object({
        incompleteListings: z
          .enum(['publish', 'hold'])
          .default('publish')
          .describe('A listing that lacks a mandatory mention for its region and goal (the data check reports it): published with the report, or held back from the site'),
      })
      .strict()
      .default({ incompleteListings: 'publish' })
      .describe('What the law requires of listings (docs/decisions/0040)'),
    appointmentsFull: z
      .boolean()
      .default(false)
      .describe('When true, no property takes visit requests ("The appointments are full"); a property can say so alone with AppointmentsFull'),
    marquee: z
      .object({
        sold: z.array(z.number().int().min(1).max(5)),
        rented: z.array(z.number().int().min(1).max(5)),
        fromHistory: z
          .array(z.number().int().min(1).max(5))
          .default([])
          .describe(
            "The CRM's own marks for \"new\" and \"price lowered\": not shown, since the site shows its own, dated, from the catalogue's history (docs/decisions/0043)",
          ),
      })
      .strict()
      .describe('Which Marquee values mean sold and rented, and which the catalogue history stands in for'),
    freshness: z
      .object({
        newDays: z.number().int().min(1).max(90).default(7).describe('A property is "new" this many days after it first appeared on the site'),
        priceLoweredDays: z.number().int().min(1).max(365).default(30).describe('A lowered price is announced this many days (with the previous price and the date)'),
      })
      .strict()
      .default({ newDays: 7, priceLoweredDays: 30 })
      .describe("The badges from the catalogue's history (docs/decisions/0043)"),
    topBar: z
      .object({
        status: z.boolean(),
        left: z.array(TopBarItemSchema),
        right: z.array(TopBarItemSchema),
      })
      .strict(),
    header: z
      .object({
        hideOnHomeUntilScroll: z.boolean(),
      })
      .strict(),
    footer: z
      .object({
        columns: z.array(FooterColumnSchema),
        copyright: LocalizedSchema,
      })
      .strict(),
    homeBanner: z
      .object({
        type: z.enum(['image', 'gallery', 'video']),
        title: LocalizedSchema,
        subtitle: LocalizedSchema,
        image: ImageRef.optional(),
        images: z.array(ImageRef).optional(),
        video: z
          .object({ url: z.string().min(1), poster: ImageRef, type: z.string().optional() })
          .strict()
          .optional(),
      })
      .strict()
      .superRefine((banner, ctx) => {
        if (banner.type === 'image' && !banner.image)
          ctx.addIssue({ code: 'custom', path: ['image'], message: 'required when type is "image"' });
        if (banner.type === 'gallery' && !banner.images?.length)
          ctx.addIssue({ code: 'custom', path: ['images'], message: 'required when type is "gallery"' });
        if (banner.type === 'video' && !banner.video)
          ctx.addIssue({ code: 'custom', path: ['video'], message: 'required when type is "video"' });
      }),
    map: z
      .object({
        tileUrl: z.string().min(1),
        attribution: z.string(),
      })
      .strict(),
  })
  .strict()
  .superRefine((site, ctx) => {
    const enabled = site.language.languageUse.filter((l) => l.use).map((l) => l.code);
    if (!enabled.includes(site.language.default))
      ctx.addIssue({
        code: 'custom',
        path: ['language', 'default'],
        message: `default language "${site.language.default}" is not enabled in languageUse`,
      });
  });
export type SiteFile = z.infer<typeof SiteFileSchema>;

// ---------------------------------------------------------------------------------------------
// Menu (data/menu.json)

export const MODULE_VIEWS = ['article', 'property-list', 'category', 'contact', 'testimonials'] as const;

export const ModuleSchema = z
  .object({
    id: z.string().min(1),
    title: LocalizedSchema.optional(),
    titleSize: z.enum(['h2', 'h3', 'h4']).optional(),
    description: LocalizedSchema.optional(),
    position: z.number().int().min(0).describe('contentRow: modules with the same position share a row'),
    span: z.number().int().min(1).max(12).optional(),
    col: z
      .object({
        sm: z.number().int().min(1).max(12),
        md: z.number().int().min(1).max(12),
        lg: z.number().int().min(1).max(12),
      })
      .strict(),
    sort: z.number().int(),
    view: z.string().min(1).describe(`One of ${MODULE_VIEWS.join(', ')}; anything else shows "View not found"`),
    class: z.string().optional(),
    backgroundType: z.enum(['image', 'color', 'gallery', 'empty']),
    image: z.string().optional(),
    images: z.array(z.string()).optional(),
    colorBackground: z.string().optional(),
    relations: z
      .array(
        z
          .object({
            type: z.enum(['article', 'team', 'menu', 'goal', 'form']),
            id: z.string().min(1),
          })
          .strict(),
      )
      .default([]),
    status: z.enum(['Published', 'Draft']),
    numberItemOfRow: z.number().int().min(1).max(4).optional(),
    maxItems: z.number().int().min(1).max(40).optional(),
    isHasSubcategories: z.boolean().optional(),
  })
  .strict();
export type ModuleRecord = z.infer<typeof ModuleSchema>;

const PageMetadata = z
  .object({
    pageTitle: z.string().optional(),
    ogTitle: z.string().optional(),
    ogDescription: z.string().optional(),
    ogImage: z.string().optional(),
    twitterTitle: z.string().optional(),
    twitterDescription: z.string().optional(),
    twitterImage: z.string().optional(),
  })
  .strict();

const MenuParams = z
  .object({
    title: LocalizedSchema,
    description: LocalizedSchema.optional(),
    metadata: z.partialRecord(LanguageCodeSchema, PageMetadata).optional(),
    isActiveSEO: z.boolean().default(true),
    image: z.string().optional(),
    logo: z.string().optional(),
    modules: z.array(ModuleSchema).default([]),
    sort: z.number().int().optional(),
    isHaveSubMenu: z.boolean().default(false),
    subMenu: z.array(z.string()).optional(),
    content: LocalizedSchema.optional(),
    css: z.string().optional(),
    type: z.enum(['page', 'home', 'redirect', 'member']).default('page'),
    redirect: z.boolean().default(false),
    redirectUrl: z.string().optional(),
    path: LocalizedSchema.describe('Localized path segment of this entry (appended to its parent)'),
    showBreadCrumb: z.boolean().default(true),
    showPageBanner: z.boolean().default(false),
    banner: z
      .object({ image: z.string().optional(), title: LocalizedSchema.optional(), subtitle: LocalizedSchema.optional() })
      .strict()
      .optional(),
    teamMemberId: z.string().optional(),
  })
  .strict();

export interface MenuEntryRecord {
  id: string;
  parentId: string | null;
  name: string;
  path: string;
  status: 'Published' | 'Draft' | 'Unpublished';
  createDate: string;
  modifyDate: string;
  sort: number;
  childMenus: MenuEntryRecord[];
  params: z.infer<typeof MenuParams>;
}

export const MenuEntrySchema: z.ZodType<MenuEntryRecord, unknown> = z.lazy(() =>
  z
    .object({
      id: z.string().min(1),
      parentId: z.string().nullable(),
      name: z.string().min(1),
      path: z
        .string()
        .regex(/^[a-z0-9-]*$/, 'expected a neutral path segment (a-z, 0-9, -), empty for home')
        .describe('Neutral path segment, appended to the parent: /{path}/ redirects to the localized page'),
      status: z.enum(['Published', 'Draft', 'Unpublished']),
      createDate: z.iso.datetime(),
      modifyDate: z.iso.datetime(),
      sort: z.number().int(),
      childMenus: z.array(MenuEntrySchema).default([]),
      params: MenuParams,
    })
    .strict(),
) as z.ZodType<MenuEntryRecord, unknown>;

export const MenuFileSchema = z.object({ $schema: SchemaRef, entries: z.array(MenuEntrySchema) }).strict();

// ---------------------------------------------------------------------------------------------
// Path table (data/paths.json): app routes that are not menu pages

export const PathEntrySchema = z
  .object({
    original: z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'expected a neutral path such as /for-sale/'),
    path: LocalizedSchema.describe('Localized path per language, or an absolute URL when external'),
    breadcrumb: z.array(z.object({ name: LocalizedSchema, path: z.string() }).strict()).default([]),
    external: z.boolean().default(false),
  })
  .strict();
export type PathEntryRecord = z.infer<typeof PathEntrySchema>;
export const PathsFileSchema = z.object({ $schema: SchemaRef, paths: z.array(PathEntrySchema) }).strict();

// ---------------------------------------------------------------------------------------------
// Articles (data/articles.json): HTML bodies referenced by article modules

export const ArticleSchema = z
  .object({
    id: z.string().min(1),
    title: LocalizedSchema,
    html: LocalizedSchema.describe('Article body, HTML; sanitized before rendering'),
    image: ImageRef.optional(),
  })
  .strict();
export type ArticleRecord = z.infer<typeof ArticleSchema>;
export const ArticlesFileSchema = z.object({ $schema: SchemaRef, articles: z.array(ArticleSchema) }).strict();

// ---------------------------------------------------------------------------------------------
// Team (data/team.json)

export const TeamMemberSchema = z
  .object({
    ID: z.string().min(1),
    FirstName: z.string().min(1),
    LastName: z.string().min(1),
    Function: LocalizedSchema,
    Phone: z.string().optional(),
    Mobile: z.string().optional(),
    Email: z.email(),
    Picture: ImageRef.optional(),
    MenuID: z.string().optional().describe('Menu entry of the member article'),
  })
  .strict();
export type TeamMemberRecord = z.infer<typeof TeamMemberSchema>;
export const TeamFileSchema = z.object({ $schema: SchemaRef, members: z.array(TeamMemberSchema) }).strict();

// ---------------------------------------------------------------------------------------------
// Property types, cities, projects, properties (one record per item and language)

export const PropertyTypeSchema = z
  .object({
    ID: z.number().int(),
    WebID: z.number().int().describe('Type id used by properties (WebID) and ?type='),
    Name: z.string().min(1),
    Synonyms: z
      .array(z.string().trim().min(1).max(60))
      .max(50)
      .default([])
      .describe('Words people type for this type in this language ("huis", "villa", "kot"): search suggestions and the listing text search find the type by them'),
    ParentID: z.number().int().nullable(),
    ShowOrder: z.number().int(),
    Sale: z.number().int().min(0).describe('Count of properties for sale (recomputed when read)'),
    Rent: z.number().int().min(0).describe('Count of properties for rent (recomputed when read)'),
    language: LanguageCodeSchema,
  })
  .strict();
export type PropertyTypeRecord = z.infer<typeof PropertyTypeSchema>;
export const TypesFileSchema = z.object({ $schema: SchemaRef, types: z.array(PropertyTypeSchema) }).strict();

export const COUNTRY_BELGIUM = 10;
export const COUNTRY_LUXEMBOURG = 50;

export const CitySchema = z
  .object({
    Name: z.string().min(1),
    Zip: z.string().regex(/^\d{4}$/, 'expected a 4-digit postal code'),
    CountryID: z.number().int(),
    CountryName: z.string().min(1),
    PropertyCount: z.number().int().min(0),
    Sale: z.number().int().min(0),
    Rent: z.number().int().min(0),
    language: LanguageCodeSchema,
    projects: z.array(z.unknown()).default([]),
    citysRent: z.array(z.unknown()).default([]),
    neighbourhoods: z.array(z.unknown()).default([]),
  })
  .strict();
export type CityRecord = z.infer<typeof CitySchema>;
export const CitiesFileSchema = z.object({ $schema: SchemaRef, cities: z.array(CitySchema) }).strict();

export const PictureSchema = z
  .object({
    ID: z.number().int(),
    Url: z.string().min(1),
    Width: z.number().int().positive(),
    Height: z.number().int().positive(),
    Name: z.string(),
  })
  .strict();

const Coordinates = {
  Latitude: z.number().min(-90).max(90).nullable(),
  Longitude: z.number().min(-180).max(180).nullable(),
};

export const ProjectSchema = z
  .object({
    ID: z.number().int(),
    Name: z.string().min(1),
    Description: z.string(),
    PublicAddress: z.boolean(),
    Street: z.string(),
    HouseNumber: z.string(),
    BoxNr: z.string(),
    Zip: z.string().regex(/^\d{4}$/),
    City: z.string().min(1),
    CountryID: z.number().int(),
    CountryName: z.string().min(1),
    Pictures: z.array(PictureSchema),
    ...Coordinates,
    language: LanguageCodeSchema,
  })
  .strict();
export type ProjectRecord = z.infer<typeof ProjectSchema>;
export const ProjectsFileSchema = z.object({ $schema: SchemaRef, projects: z.array(ProjectSchema) }).strict();

const Money = z.number().min(0).nullable().optional();
const Surface = z.number().min(0).nullable().optional();
const Count = z.number().int().min(0).nullable().optional();
const Flag = z.boolean().nullable().optional();
const Text = z.string().nullable().optional();
export const FLOOD_SCORES = ['A', 'B', 'C', 'D'] as const;
const FloodScore = z.enum(FLOOD_SCORES).nullable().optional();
/** What part of a new build's price bears VAT (docs/decisions/0039, amendment 2). */
export const SALE_UNDER_VAT = ['none', 'building', 'land-and-building'] as const;

export const PropertySchema = z
  .object({
    ID: z.number().int().positive(),
    WebID: z.number().int().describe('Property type id'),
    Goal: z.number().int().describe('0 = sale, anything else = rent'),
    Price: z.number().nullable(),
    PublishPrice: z.boolean(),
    PriceUnit: z.number().int().nullable().describe('7 = starting from'),
    PriceUnitText: z.string().nullable(),
    Marquee: z.number().int().min(0).max(5),
    MarqueeName: z.string().nullable(),
    Title: z.string().min(1),
    Description: z.string(),
    Street: z.string(),
    HouseNumber: z.string(),
    BoxNr: z.string(),
    Zip: z.string().regex(/^\d{4}$/, 'expected a 4-digit postal code'),
    City: z.string().min(1),
    CountryID: z.number().int(),
    CountryName: z.string().min(1),
    PublishAddress: z.boolean(),
    EnergyPerformance: z.number().nullable().describe('kWh/m².year'),
    EPCLabelText: z.string().nullable(),
    TypeDescription: z.string(),
    SmallPicture: z.string().nullable(),
    SmallPictureItem: PictureSchema.nullable(),
    MainTypeName: z.string().min(1),
    WebIDs: z.array(z.number().int()),
    RecordFile: z.string().nullable(),
    Pictures: z.array(PictureSchema),
    Documents: z.array(z.object({ ID: z.number().int(), Name: z.string().min(1), Url: z.string().min(1) }).strict()),
    Videos: z.array(z.object({ Url: z.string().min(1), Name: z.string().optional() }).strict()),
    ...Coordinates,
    AgentID: z.string().nullable(),
    AppointmentsFull: z.boolean().optional().describe('When true, this property takes no visit requests ("The appointments are full")'),
    OnlineMedia: z
      .array(
        z
          .object({
            Name: z.string().min(1).describe('The portal or medium: "Immoweb", "Zimmo", "athome.lu", a newspaper'),
            Url: z.url({ protocol: /^https?$/ }).nullable().describe("The property's page there, when it has one"),
            Since: z.iso.date().describe('Published there since (YYYY-MM-DD)'),
          })
          .strict(),
      )
      .optional()
      .describe('Where the property is published besides this site, for its owner\'s statistics (never shown to visitors)'),
    ProjectID: z.number().int().nullable(),
    CreateDate: z.iso.datetime(),
    FieldRules: z
      .array(z.object({ Field: z.string().min(1), Rule: z.string().min(1) }).strict())
      .optional()
      .describe('Conditions for showing fields on the detail page; a rule that errors counts as failed'),
    // Detail fields (docs/product.md section 3, property detail labels)
    MonthlyRent: Money,
    LivingSurface: Surface,
    GroundSurface: Surface,
    TotalSurface: Surface,
    TerraceSurface: Surface,
    GardenSurface: Surface,
    ConstructedSurface: Surface,
    Bedrooms: Count,
    Bathrooms: Count,
    ShowerRooms: Count,
    Toilets: Count,
    Garages: Count,
    Parkings: Count,
    Floors: Count,
    ConstructionYear: Count,
    RenovationYear: Count,
    Facades: Count,
    EnergyTotal: z.number().nullable().optional().describe('kWh/year'),
    CO2Emission: z.number().nullable().optional(),
    EnergyCertificateEndDate: z.iso.date().nullable().optional(),
    EPCCertificateCode: Text.describe("The energy certificate's unique code (Flanders' EPC code, Brussels' and Wallonia's PEB certificate number)"),
    InsulationClass: Text.describe("Luxembourg's thermal insulation class (energy passport), A to I"),
    Heating: Text,
    WindowGlazing: Text,
    WindowFrame: Text,
    Kitchen: Text,
    RoofMaterial: Text,
    RoofCondition: Text,
    FloorCovering: Text,
    FloodZone: Text,
    FloodScoreParcel: FloodScore.describe("Flanders' flood score of the parcel (P-score), A (no risk) to D"),
    FloodScoreBuilding: FloodScore.describe("Flanders' flood score of the building (G-score), A (no risk) to D"),
    RiparianZone: Text,
    AsbestosType: Text,
    AsbestosDate: z.iso.date().nullable().optional(),
    GasCertificate: Text,
    ElectricityCertificate: Text,
    TerraceOrientation: Text,
    GardenOrientation: Text,
    NotaryFeesWithVat: Money,
    NotaryFeesWithoutVat: Money,
    RegistrationRights: Money,
    SaleUnderVat: z
      .enum(SALE_UNDER_VAT)
      .nullable()
      .optional()
      .describe('A new build\'s taxation: none (registration duties on the whole price), building (the land share bears registration duties, the construction VAT) or land-and-building (the whole price bears VAT: Belgium only). Absent on a project unit: no cost panel'),
    LandShare: Money.describe("The land's share of the price, in euros, when SaleUnderVat is building"),
    PriceIncludesVat: Flag.describe('Whether Price already includes the VAT of a sale under VAT (absent: it does not)'),
    RealEstateTax: Money,
    ChargesOwner: Money,
    ChargesRenter: Money,
    Deposit: Money,
    AgencyCost: Money,
    RentalInventory: Money,
    Availability: Text,
    PlanningData: Text,
    Gas: Flag,
    Water: Flag,
    Lift: Flag,
    Cellar: Flag,
    Garden: Flag,
    Attic: Flag,
    Furnished: Flag,
    Permit: Flag,
    Summons: Flag,
    AllotmentPermit: Flag,
    PreemptiveRights: Flag,
    language: LanguageCodeSchema,
  })
  .strict()
  .superRefine((record, ctx) => {
    // The terms of a sale under VAT must add up, or the cost panel would mislead (docs/decisions/0039, amendment 2).
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], input: record[path as keyof typeof record], message });
    if (record.SaleUnderVat === 'building') {
      const land = record.LandShare;
      if (typeof land !== 'number' || land <= 0) issue('LandShare', 'expected the land share in euros when SaleUnderVat is building');
      else if (typeof record.Price === 'number' && land >= record.Price) issue('LandShare', `expected a land share below the price (${record.Price})`);
    }
    if (record.SaleUnderVat === 'land-and-building' && record.CountryID === COUNTRY_LUXEMBOURG)
      issue('SaleUnderVat', 'land is never sold under VAT in Luxembourg: expected building, with its LandShare');
  });
export type PropertyRecord = z.infer<typeof PropertySchema>;
export const PropertiesFileSchema = z.object({ $schema: SchemaRef, properties: z.array(PropertySchema) }).strict();

// ---------------------------------------------------------------------------------------------
// Purchase costs (data/purchase-costs.json): the rules behind a sale's total cost (docs/decisions/0039)

/** Text the cost panel shows a visitor: in both site languages at least (en and de where the file has them). */
const RuleText = LocalizedSchema.extend({ nl: z.string().min(1), fr: z.string().min(1) });

/**
 * Where a rule comes from: the official text's name and an optional note (what amended it, to which deeds
 * it applies), each in the visitor's language, and where to read it.
 */
const RuleSource = z
  .object({
    name: RuleText.describe('The official text, e.g. nl "Vlaamse Codex Fiscaliteit, verkooprecht"'),
    note: RuleText.optional().describe('What amended the text, or which deeds the rule covers'),
    url: z.url({ protocol: /^https?$/ }),
  })
  .strict();

const Percent = z.number().min(0).max(100);
const Euros = z.number().min(0);

function ascendingDates(rules: { validFrom: string }[], ctx: z.RefinementCtx): void {
  rules.forEach((rule, i) => {
    const before = rules[i - 1]?.validFrom;
    if (before !== undefined && rule.validFrom <= before)
      ctx.addIssue({ code: 'custom', path: [i, 'validFrom'], input: rule.validFrom, message: `expected a date after ${before} (rules oldest first)` });
  });
}

/** A rule's versions, oldest first: the one in force on a date is the last whose validFrom is on or before it. */
const Dated = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.object({ validFrom: z.iso.date().describe('First day the rule applies (YYYY-MM-DD)'), source: RuleSource, ...shape }).strict())
    .min(1)
    .superRefine((rules, ctx) => ascendingDates(rules as { validFrom: string }[], ctx));

export const RegistrationDutyRuleShape = {
  percent: Percent.describe('The rate on the price when the own-home conditions are not met'),
  ownHome: z
    .object({
      percent: Percent.optional().describe('The rate for the buyer\'s only own home, when it differs'),
      abatement: z
        .object({
          amount: Euros.describe('The part of the price free of duty'),
          maxPrice: Euros.describe('No abatement above this price (inclusive limit)'),
        })
        .strict()
        .optional(),
      basePercent: Percent.optional().describe('The share of the price the duty is on, when only part bears it (Luxembourg\'s halved base, October 2024 to June 2025)'),
      creditPerBuyer: z
        .object({
          amount: Euros.describe('Credit on the duty per buyer; the credit never exceeds the duty'),
          minimumDuty: Euros.describe('What is collected in any case after the credit'),
        })
        .strict()
        .optional(),
      energyAbatement: z
        .object({
          amountPerClass: Euros.describe('More of the price free of duty per energy class the buyer gains'),
          minClasses: z.number().int().min(1).describe('The fewest classes the buyer must commit to gain'),
          years: z.number().int().min(1).describe('Within how many years'),
          source: RuleSource,
        })
        .strict()
        .optional()
        .describe('Brussels\' additional abatement for a gain in energy class after the purchase: a line the panel shows, never in the total'),
      source: RuleSource.optional().describe('The text of the own-home rule, cited when it changed the amount (else the rule\'s own source)'),
    })
    .strict()
    .describe('What changes when the property is the buyer\'s only own home'),
};

const FixedCost = z
  .object({
    key: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a key such as administrative-costs'),
    amount: Euros,
    vat: z.boolean().describe('VAT is added to this amount'),
  })
  .strict();

/** Bounds that rise, the last one open (null): a fee's brackets, or the tiers of a fixed amount. */
function ascendingBounds(items: { upTo: number | null }[], ctx: z.RefinementCtx): void {
  items.forEach((item, i) => {
    const last = i === items.length - 1;
    const before = items[i - 1]?.upTo ?? 0;
    const ok = last ? item.upTo === null : item.upTo !== null && item.upTo > before;
    const message = last ? 'expected null on the last bracket' : `expected a bound above ${before} (brackets in ascending order, null only on the last)`;
    if (!ok) ctx.addIssue({ code: 'custom', path: [i, 'upTo'], input: item.upTo, message });
  });
}

/** A notary's fee: a starting amount plus degressive brackets on the price (or on the loan, for a credit deed). */
const FeeScale = {
  baseFee: Euros.optional().describe('A starting amount added to the brackets (the 2023 Belgian scales have one)'),
  brackets: z
    .array(z.object({ upTo: Euros.nullable().describe('Upper bound of the bracket; null for the last'), percent: Percent }).strict())
    .min(1)
    .superRefine(ascendingBounds)
    .describe('Degressive fee brackets'),
};

const NotaryEstimateShape = {
  ...FeeScale,
  vatPercent: Percent,
  fixedCosts: z.array(FixedCost).describe('Typical costs beside the fee, per deed'),
  ownHome: z
    .object({ ...FeeScale, source: RuleSource.optional() })
    .strict()
    .optional()
    .describe('A lower scale for the buyer\'s only own home (Belgium\'s Jbis since 2023)'),
  creditDeed: z
    .object({ ...FeeScale, fixedCosts: z.array(FixedCost), source: RuleSource.optional() })
    .strict()
    .describe('The notary\'s fee and costs for the mortgage deed, on the loan\'s amount'),
};

/** A fixed amount that depends on the registered amount (Belgium's mortgage registry fee: one amount up to EUR 300,000, another above). */
const TieredCost = z
  .object({
    key: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a key such as registry-fee'),
    tiers: z
      .array(z.object({ upTo: Euros.nullable().describe('Up to this registered amount (inclusive); null for the last'), amount: Euros }).strict())
      .min(1)
      .superRefine(ascendingBounds),
    vat: z.boolean(),
  })
  .strict();

/** What a mortgage deed costs beside the notary's fee, by region (docs/decisions/0049). */
export const MortgageShape = {
  accessoryPercent: Percent.describe('The registered amount is the loan plus this share for interest and costs (the banks\' usual 10 %)'),
  duties: z
    .array(z.object({ key: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a key such as registration'), percent: Percent }).strict())
    .describe('Duties on the registered amount'),
  fees: z.array(TieredCost).describe('Fixed amounts by the registered amount'),
};

/** VAT on a new build (docs/decisions/0039, amendment 2): the rate, and what changes for the buyer's own home. */
export const NewBuildVatShape = {
  percent: Percent.describe('The standard rate on a new build'),
  landWithBuilding: z.boolean().describe('Whether land sold together with its building may bear VAT too (Belgium since 2011; never in Luxembourg)'),
  fixedDuty: Euros.describe('The registration duty of a deed whose whole price bears VAT (Belgium\'s general fixed duty)'),
  ownHome: z
    .object({
      percent: Percent.describe('The rate for the buyer\'s own main home'),
      maxAdvantage: Euros.describe('The most the lower rate may save per home'),
    })
    .strict()
    .optional()
    .describe('A lower rate for the buyer\'s own home (Luxembourg\'s 3 %), capped'),
};

export const PurchaseCostsFileSchema = z
  .object({
    $schema: SchemaRef,
    registrationDuties: z
      .object({
        flanders: Dated(RegistrationDutyRuleShape),
        brussels: Dated(RegistrationDutyRuleShape),
        wallonia: Dated(RegistrationDutyRuleShape),
        luxembourg: Dated(RegistrationDutyRuleShape),
      })
      .strict(),
    notary: z
      .object({ belgium: Dated(NotaryEstimateShape), luxembourg: Dated(NotaryEstimateShape) })
      .strict()
      .describe('Estimates of the notary\'s fee and costs, used when a property carries no notary figures'),
    mortgage: z
      .object({
        flanders: Dated(MortgageShape),
        brussels: Dated(MortgageShape),
        wallonia: Dated(MortgageShape),
        luxembourg: Dated(MortgageShape),
      })
      .strict()
      .describe('The mortgage deed\'s duties and fees when the buyer borrows; the notary\'s part is under notary.*.creditDeed'),
    newBuildVat: z
      .object({ belgium: Dated(NewBuildVatShape), luxembourg: Dated(NewBuildVatShape) })
      .strict()
      .describe('VAT on new builds (project units whose SaleUnderVat is building or land-and-building)'),
    loan: z
      .object({
        ownFundsPercent: Percent.describe('Default own funds, as a share of the price'),
        ratePercent: z.number().min(0).max(20).describe('Default yearly rate'),
        years: z.number().int().min(1).max(40).describe('Default duration'),
        monthlyRate: z.enum(['equivalent', 'nominal']).describe('equivalent: (1 + yearly)^(1/12) - 1, as Belgian mortgage law has it; nominal: yearly / 12'),
      })
      .strict(),
    disclaimer: LocalizedSchema.describe('Shown beside the amounts'),
  })
  .strict();
export type PurchaseCostsFile = z.infer<typeof PurchaseCostsFileSchema>;
export type RegistrationDutyRule = PurchaseCostsFile['registrationDuties']['flanders'][number];
export type NotaryEstimateRule = PurchaseCostsFile['notary']['belgium'][number];
export type NewBuildVatRule = PurchaseCostsFile['newBuildVat']['belgium'][number];
export type MortgageRule = PurchaseCostsFile['mortgage']['flanders'][number];

// Municipalities (data/municipalities.json): every Belgian municipality since the mergers of 1 January
// 2025 and every Luxembourg commune, with their localities and postal codes (docs/data.md, "Municipalities").
// Reference data, the agency's like purchase-costs.json: the CRM's sync copies it as it is.

/** A place's names: the official language(s) always, another only where the name differs (Gent, fr Gand). */
export const PlaceNameSchema = z
  .object({
    nl: z.string().min(1).optional(),
    fr: z.string().min(1).optional(),
    de: z.string().min(1).optional(),
    lb: z.string().min(1).optional().describe("Luxembourgish (a Luxembourg canton's)"),
  })
  .strict()
  .refine((name) => Object.keys(name).length > 0, { message: 'expected at least one name (nl, fr, de or lb)' });
export type PlaceName = z.infer<typeof PlaceNameSchema>;

const LocalitySchema = z
  .object({
    name: PlaceNameSchema,
    zips: z.array(z.string().regex(/^[1-9]\d{3}$/, 'expected a 4-digit postal code')).min(1),
    main: z.literal(true).optional().describe("bpost's main locality of the municipality (Belgium)"),
    special: z.literal(true).optional().describe('A code that is no street code: PO boxes, large customers (Luxembourg)'),
  })
  .strict();

export const MunicipalitySchema = z
  .object({
    country: z.enum(['BE', 'LU']),
    nis: z.string().regex(/^\d{5}$/, 'expected a 5-digit REFNIS code').optional().describe("Statbel's REFNIS code since 1 January 2025 (Belgium)"),
    name: PlaceNameSchema,
    region: z.enum(['flanders', 'wallonia', 'brussels', 'luxembourg']),
    province: z.string().nullable().optional().describe('ISO 3166-2 code of its province (Belgium); null in Brussels'),
    canton: z.string().optional().describe('ISO 3166-2 code of its canton (Luxembourg)'),
    localities: z.array(LocalitySchema).min(1),
  })
  .strict()
  .superRefine((m, ctx) => {
    const problem = (path: PropertyKey[], message: string, input?: unknown) => ctx.addIssue({ code: 'custom', path, message, input });
    if (m.country === 'BE') {
      if (!m.nis) problem(['nis'], 'required for a Belgian municipality (its REFNIS code)');
      if (m.region === 'luxembourg') problem(['region'], 'expected flanders, wallonia or brussels for a Belgian municipality', m.region);
      if (m.province === undefined || (m.province === null) !== (m.region === 'brussels'))
        problem(['province'], m.region === 'brussels' ? 'expected null in the Brussels-Capital Region' : 'required outside Brussels (its ISO 3166-2 code)', m.province);
    } else {
      if (m.region !== 'luxembourg') problem(['region'], 'expected luxembourg for a Luxembourg commune', m.region);
      if (!m.canton) problem(['canton'], 'required for a Luxembourg commune (its ISO 3166-2 code)');
    }
  });
export type MunicipalityRecord = z.infer<typeof MunicipalitySchema>;

const AreaSchema = z.object({ code: z.string().regex(/^(?:BE|LU)-[A-Z]{2,3}$/, 'expected an ISO 3166-2 code'), nis: z.string().regex(/^\d{5}$/).optional(), name: PlaceNameSchema }).strict();

export const MunicipalitiesFileSchema = z
  .object({
    $schema: SchemaRef,
    provinces: z.array(AreaSchema).describe("Belgium's ten provinces"),
    cantons: z.array(AreaSchema).describe("Luxembourg's twelve cantons"),
    municipalities: z.array(MunicipalitySchema),
  })
  .strict()
  .superRefine((file, ctx) => {
    const provinces = new Set(file.provinces.map((p) => p.code));
    const cantons = new Set(file.cantons.map((c) => c.code));
    const nis = new Map<string, number>();
    file.municipalities.forEach((m, i) => {
      if (m.province && !provinces.has(m.province))
        ctx.addIssue({ code: 'custom', path: ['municipalities', i, 'province'], input: m.province, message: 'expected a code of the file\'s provinces' });
      if (m.canton && !cantons.has(m.canton)) ctx.addIssue({ code: 'custom', path: ['municipalities', i, 'canton'], input: m.canton, message: 'expected a code of the file\'s cantons' });
      if (m.nis && nis.has(m.nis))
        ctx.addIssue({ code: 'custom', path: ['municipalities', i, 'nis'], input: m.nis, message: `expected a code of its own, already municipality number ${nis.get(m.nis)! + 1}'s` });
      if (m.nis) nis.set(m.nis, i);
      // A Belgian postal code is Belgian and a Luxembourg one Luxembourg's: they are written the same.
      m.localities.forEach((l, j) =>
        l.zips.forEach((zip, k) => {
          if (l.zips.indexOf(zip) !== k) ctx.addIssue({ code: 'custom', path: ['municipalities', i, 'localities', j, 'zips', k], input: zip, message: 'expected each postal code once' });
        }),
      );
    });
  });
export type MunicipalitiesFile = z.infer<typeof MunicipalitiesFileSchema>;

/** Every data file, by file name: the validator, the loader and the schema export share this list. */
export const DATA_FILES = {
  'site.json': SiteFileSchema,
  'menu.json': MenuFileSchema,
  'paths.json': PathsFileSchema,
  'articles.json': ArticlesFileSchema,
  'team.json': TeamFileSchema,
  'types.json': TypesFileSchema,
  'cities.json': CitiesFileSchema,
  'projects.json': ProjectsFileSchema,
  'purchase-costs.json': PurchaseCostsFileSchema,
  'municipalities.json': MunicipalitiesFileSchema,
  'properties.json': PropertiesFileSchema,
} as const;
export type DataFileName = keyof typeof DATA_FILES;
export type DataFiles = { [K in DataFileName]: z.infer<(typeof DATA_FILES)[K]> };
