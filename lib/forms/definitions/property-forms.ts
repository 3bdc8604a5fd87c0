/** The forms of a property's detail page: more info, visit request, purchase offer, rental application. */
import 'server-only';
import { getSite } from '@/lib/data';
import type { ContactAppointment } from '@/lib/schemas/contact-appointment';
import { contactAppointmentSchema } from '@/lib/schemas/contact-appointment';
import { contactMeSchema } from '@/lib/schemas/contact-me';
import { advanceOf, purchaseOfferSchema } from '@/lib/schemas/purchase-offer';
import { rentalApplicationSchema } from '@/lib/schemas/rental-application';
import { formatEuro } from '@/lib/format/price';
import { DEFAULT_LIMIT, type FormDefinition } from '../handle';
import { standardMails } from '../mails';
import { aboutProperty, findProperty, fullName, inboxFor, isAvailable, storable } from './shared';

const PERSON = ['title', 'firstName', 'lastName', 'email', 'phone'] as const;

export const contactMe: FormDefinition<typeof contactMeSchema> = {
  id: 'contact-me',
  schema: contactMeSchema,
  rateLimit: DEFAULT_LIMIT,
  check: (data, { lang }) => (findProperty(lang, data.propertyId) ? null : 'propertyGone'),
  async outcome(data, { lang }) {
    const property = findProperty(lang, data.propertyId)!;
    return {
      submission: { propertyId: property.id, email: data.email, fields: storable(data) },
      mails: await standardMails({
        form: 'contact-me',
        lang,
        data,
        order: [...PERSON, 'remark', 'newsletter'],
        visitor: { email: data.email, name: fullName(data) },
        agency: inboxFor(property),
        about: aboutProperty(property.id),
      }),
    };
  },
};

/** "from-to" slots of site config. */
export const slotValues = () => getSite().timeSlots.map((slot) => `${slot.from}-${slot.to}`);

export const contactAppointment: FormDefinition<typeof contactAppointmentSchema> = {
  id: 'contact-appointment',
  schema: contactAppointmentSchema,
  rateLimit: DEFAULT_LIMIT,
  check(data: ContactAppointment, { lang }) {
    const property = findProperty(lang, data.propertyId);
    if (!property || !isAvailable(property)) return 'propertyGone';
    if (property.appointmentsFull) return 'appointmentsFull';
    return slotValues().includes(data.contactTime) ? null : { contactTime: 'contactTime' };
  },
  async outcome(data, { lang }) {
    const property = findProperty(lang, data.propertyId)!;
    return {
      submission: { propertyId: property.id, email: data.email, fields: storable(data) },
      mails: await standardMails({
        form: 'contact-appointment',
        lang,
        data: { ...data, contactTime: data.contactTime.replace('-', ' – ') },
        order: [...PERSON, 'contactTime', 'preferredDate', 'remark', 'newsletter'],
        visitor: { email: data.email, name: fullName(data) },
        agency: inboxFor(property),
        about: aboutProperty(property.id),
      }),
    };
  },
};

export const purchaseOffer: FormDefinition<typeof purchaseOfferSchema> = {
  id: 'purchase-offer',
  schema: purchaseOfferSchema,
  rateLimit: DEFAULT_LIMIT,
  check(data, { lang }) {
    const property = findProperty(lang, data.propertyId);
    return property && property.goal === 'sale' && isAvailable(property) ? null : 'propertyGone';
  },
  async outcome(data, { lang }) {
    const property = findProperty(lang, data.propertyId)!;
    const advance = advanceOf(data.amount);
    return {
      submission: { propertyId: property.id, email: data.email, fields: { ...storable(data), advance } },
      mails: await standardMails({
        form: 'purchase-offer',
        lang,
        data: { ...data, advance: formatEuro(advance) },
        order: [...PERSON, 'street', 'zip', 'city', 'amount', 'amountWords', 'advance', 'startDate', 'endDate', 'place', 'signDate', 'personA', 'personB', 'conditions'],
        visitor: { email: data.email, name: fullName(data) },
        agency: inboxFor(property),
        about: aboutProperty(property.id),
      }),
    };
  },
};

export const rentalApplication: FormDefinition<typeof rentalApplicationSchema> = {
  id: 'rental-application',
  schema: rentalApplicationSchema,
  rateLimit: DEFAULT_LIMIT,
  check(data, { lang }) {
    const property = findProperty(lang, data.propertyId);
    return property && property.goal === 'rent' && isAvailable(property) ? null : 'propertyGone';
  },
  async outcome(data, { lang }) {
    const property = findProperty(lang, data.propertyId)!;
    return {
      submission: { propertyId: property.id, email: data.email, fields: storable(data) },
      mails: await standardMails({
        form: 'rental-application',
        lang,
        data,
        order: [...PERSON, 'street', 'zip', 'city', 'adults', 'kids', 'pets', 'movingDate', 'movingReason', 'income1', 'income2'],
        visitor: { email: data.email, name: fullName(data) },
        agency: inboxFor(property),
        about: aboutProperty(property.id),
      }),
    };
  },
};
