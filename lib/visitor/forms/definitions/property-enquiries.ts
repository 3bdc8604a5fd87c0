/** The forms of a property's detail page: more info, visit request, purchase offer, rental application. */
import 'server-only';
import type { z } from 'zod';
import { getSite, type Goal, type Property } from '@/lib/catalogue/data';
import { formatEuro } from '@/lib/catalogue/format/price';
import type { SubmissionFormId } from '@/lib/visitor/schemas';
import { contactAppointmentSchema } from '@/lib/visitor/schemas/contact-appointment';
import { contactMeSchema } from '@/lib/visitor/schemas/contact-me';
import { advanceOf, purchaseOfferSchema } from '@/lib/visitor/schemas/purchase-offer';
import { rentalApplicationSchema } from '@/lib/visitor/schemas/rental-application';
import type { FieldErrors } from '@/lib/visitor/schemas/parse';
import { DEFAULT_LIMIT, type FormDefinition } from '../handle';
import { standardMails } from '../mails';
import type { FormMessageKey } from '../state';
import { book, bookedFields, slotOfProperty } from '@/lib/visitor/visits/booking';
import { bookedMail, bookingPagePath, slotWhen } from '@/lib/visitor/visits/mails';
import { aboutProperty, findProperty, fullName, inboxFor, isAvailable, storable } from './shared';

const PERSON = ['title', 'firstName', 'lastName', 'email', 'phone'] as const;

type PropertyFormData = { propertyId: number; email: string; firstName: string; lastName: string };

/**
 * A form about a property: it must be in the catalogue (on offer, for a goal, when the form says so);
 * the agent gets the fields in `order`, the visitor a copy.
 */
function propertyForm<S extends z.ZodType<PropertyFormData>>(
  id: SubmissionFormId,
  schema: S,
  options: {
    order: readonly string[];
    onOffer?: boolean;
    goal?: Goal;
    check?: (data: z.output<S>, property: Property) => FieldErrors | FormMessageKey | null;
    /** What the mails show (and the submission keeps, beside the fields). */
    extra?: (data: z.output<S>) => Record<string, unknown>;
  },
): FormDefinition<S> {
  return {
    id,
    schema,
    rateLimit: DEFAULT_LIMIT,
    check(data, { lang }) {
      const property = findProperty(lang, data.propertyId);
      if (!property || (options.onOffer && !isAvailable(property)) || (options.goal && property.goal !== options.goal))
        return 'propertyGone';
      return options.check?.(data, property) ?? null;
    },
    async outcome(data, { lang }) {
      const property = findProperty(lang, data.propertyId)!;
      const extra = options.extra?.(data) ?? {};
      return {
        submission: { propertyId: property.id, email: data.email, fields: { ...storable(data), ...extra } },
        mails: await standardMails({
          form: id,
          lang,
          data: { ...data, ...extra },
          order: options.order,
          visitor: { email: data.email, name: fullName(data) },
          agency: inboxFor(property),
          about: aboutProperty(property.id),
        }),
      };
    },
  };
}

export const contactMe = propertyForm('contact-me', contactMeSchema, { order: [...PERSON, 'remark', 'newsletter'] });

/** "from-to" slots of site config. */
export const slotValues = () => getSite().timeSlots.map((slot) => `${slot.from}-${slot.to}`);

/** A visit request with a time band (no slot chosen: the agency calls back). */
const visitRequest = propertyForm('contact-appointment', contactAppointmentSchema, {
  order: [...PERSON, 'contactTime', 'preferredDate', 'remark', 'newsletter'],
  onOffer: true,
  check: (data, property) =>
    property.appointmentsFull
      ? 'appointmentsFull'
      : data.slot !== undefined || slotValues().includes(data.contactTime ?? '')
        ? null
        : { contactTime: 'contactTime' },
  extra: (data) => (data.contactTime ? { contactTime: data.contactTime.replace('-', ' – ') } : {}),
});

const BOOKING_REFUSED = { full: 'slotTaken', gone: 'slotGone', limit: 'slotLimit' } as const satisfies Record<string, FormMessageKey>;

/**
 * The visit request, in either mode (lib/visitor/schemas/contact-appointment.ts): with a `slot`, the place is
 * booked (lib/visitor/visits, one transaction that keeps the slot within its capacity) before the submission
 * is stored with its mails: the agency's notice and the visitor's confirmation with the .ics and the
 * signed link; the visitor lands on the booking's own page. A taken slot answers `slotTaken`, the form keeping its input and reading the free
 * slots again (docs/decisions/0042, amendment 2). A spam post books nothing.
 */
export const contactAppointment: FormDefinition<typeof contactAppointmentSchema> = {
  ...visitRequest,
  async check(data, context) {
    const problem = await visitRequest.check!(data, context);
    if (problem || data.slot === undefined) return problem;
    return (await slotOfProperty(context.db, data.slot, data.propertyId)) ? null : 'slotGone';
  },
  async outcome(data, context) {
    if (data.slot === undefined || context.spam) return visitRequest.outcome(data, context);
    const { lang, db } = context;
    const name = fullName(data);
    const booked = await book(db, data.slot, { name, email: data.email, phone: data.phone.e164, lang });
    if (booked.kind !== 'booked') return BOOKING_REFUSED[booked.kind];
    const slot = (await slotOfProperty(db, booked.slotId, data.propertyId))!;
    const property = findProperty(lang, data.propertyId)!;
    const fields = { ...storable(data), ...bookedFields(slot, booked.bookingId) };
    const agency = await standardMails({
      form: 'contact-appointment',
      lang,
      data: { ...data, visitTime: slotWhen(slot, getSite().defaultLanguage) },
      order: [...PERSON, 'visitTime', 'remark', 'newsletter'],
      visitor: { email: data.email, name },
      agency: inboxFor(property),
      about: aboutProperty(property.id),
      confirm: false,
    });
    const confirmation = await bookedMail({ id: booked.bookingId, lang, name, email: data.email }, slot);
    return {
      submission: { propertyId: property.id, email: data.email, fields },
      mails: (stored) => [...agency(stored), confirmation],
      // The thanks of a booked visit are its own page: booked, when, where, the .ics and the link to keep.
      next: bookingPagePath(lang, booked.bookingId, 'booked'),
    };
  },
};

export const purchaseOffer = propertyForm('purchase-offer', purchaseOfferSchema, {
  order: [
    ...PERSON,
    'street',
    'zip',
    'city',
    'amount',
    'amountWords',
    'advance',
    'startDate',
    'endDate',
    'place',
    'signDate',
    'personA',
    'personB',
    'conditions',
  ],
  onOffer: true,
  goal: 'sale',
  extra: (data) => ({ advance: formatEuro(advanceOf(data.amount)) }),
});

export const rentalApplication = propertyForm('rental-application', rentalApplicationSchema, {
  order: [...PERSON, 'street', 'zip', 'city', 'adults', 'kids', 'pets', 'movingDate', 'movingReason', 'income1', 'income2'],
  onOffer: true,
  goal: 'rent',
});
