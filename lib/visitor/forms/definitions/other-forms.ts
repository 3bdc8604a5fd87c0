/** Forms outside the detail page's contact block: project enquiry, site contact, valuation, job, testimonial. */
import 'server-only';
import { getPropertyTypes } from '@/lib/catalogue/data';
import { getSite } from '@/lib/catalogue/data';
import { contactConstructionSchema } from '@/lib/visitor/schemas/contact-construction';
import { contactDemandSchema } from '@/lib/visitor/schemas/contact-demand';
import { jobContactSchema } from '@/lib/visitor/schemas/job-contact';
import { siteContactSchema } from '@/lib/visitor/schemas/site-contact';
import { testimonialSchema } from '@/lib/visitor/schemas/testimonial';
import { DEFAULT_LIMIT, type FormDefinition } from '../handle';
import { standardMails } from '../mails';
import { checkedCv, checkedImage } from '../uploads';
import { aboutProject, fullName, storable } from './shared';
import { getProject } from '@/lib/catalogue/data';

const PERSON = ['title', 'firstName', 'lastName', 'email', 'phone'] as const;
const agencyInbox = () => getSite().contact.email;

export const contactConstruction: FormDefinition<typeof contactConstructionSchema> = {
  id: 'contact-construction',
  schema: contactConstructionSchema,
  rateLimit: DEFAULT_LIMIT,
  check: (data, { lang }) => (getProject(lang, data.projectId) ? null : 'propertyGone'),
  async outcome(data, { lang }) {
    return {
      submission: { projectId: data.projectId, email: data.email, fields: storable(data) },
      mails: await standardMails({
        form: 'contact-construction',
        lang,
        data,
        order: [...PERSON, 'remark', 'newsletter'],
        visitor: { email: data.email, name: fullName(data) },
        agency: agencyInbox(),
        about: aboutProject(data.projectId),
      }),
    };
  },
};

export const siteContact: FormDefinition<typeof siteContactSchema> = {
  id: 'site-contact',
  schema: siteContactSchema,
  rateLimit: DEFAULT_LIMIT,
  async outcome(data, { lang }) {
    return {
      submission: { email: data.email, fields: storable(data) },
      mails: await standardMails({
        form: 'site-contact',
        lang,
        data,
        order: [...PERSON, 'street', 'zip', 'city', 'remark', 'newsletter'],
        visitor: { email: data.email, name: fullName(data) },
        agency: agencyInbox(),
      }),
    };
  },
};

export const contactDemand: FormDefinition<typeof contactDemandSchema> = {
  id: 'contact-demand',
  schema: contactDemandSchema,
  rateLimit: DEFAULT_LIMIT,
  checkFields: (values, { lang }) =>
    typeof values.type === 'string' && values.type !== '' && !getPropertyTypes(lang).some((type) => String(type.webId) === values.type)
      ? { type: 'types' }
      : {},
  async outcome(data, { lang }) {
    return {
      submission: { email: data.email, fields: storable(data) },
      mails: await standardMails({
        form: 'contact-demand',
        lang,
        data,
        order: [...PERSON, 'street', 'zip', 'city', 'type', 'goal', 'remark', 'newsletter'],
        visitor: { email: data.email, name: fullName(data) },
        agency: agencyInbox(),
      }),
    };
  },
};

export const jobContact: FormDefinition<typeof jobContactSchema> = {
  id: 'job-contact',
  schema: jobContactSchema,
  rateLimit: { limit: 5, windowMs: 60 * 60_000 },
  async checkFields(values) {
    return values.cv instanceof File && !(await checkedCv(values.cv)).ok ? { cv: 'cvType' } : {};
  },
  async outcome(data, { lang }) {
    const cv = await checkedCv(data.cv);
    if (!cv.ok) return 'notSent';
    return {
      submission: { email: data.email, fields: { ...storable(data), cv: cv.file.fileName } },
      files: [{ field: 'cv', ...cv.file }],
      mails: await standardMails({
        form: 'job-contact',
        lang,
        data,
        order: ['firstName', 'lastName', 'email', 'phone', 'remark', 'cv'],
        visitor: { email: data.email, name: fullName(data) },
        agency: agencyInbox(),
        attach: ['cv'],
      }),
    };
  },
};

export const testimonial: FormDefinition<typeof testimonialSchema> = {
  id: 'testimonial',
  schema: testimonialSchema,
  rateLimit: { limit: 5, windowMs: 60 * 60_000 },
  async checkFields(values) {
    return values.image instanceof File && !(await checkedImage(values.image)).ok ? { image: 'imageType' } : {};
  },
  async outcome(data, { lang }) {
    const image = data.image ? await checkedImage(data.image) : null;
    if (image && !image.ok) return 'notSent';
    return {
      submission: { email: data.email, status: 'pending', fields: { ...storable(data), image: image?.file.fileName } },
      files: image ? [{ field: 'image', ...image.file }] : [],
      mails: await standardMails({
        form: 'testimonial',
        lang,
        data,
        order: ['name', 'email', 'about', 'website', 'comment', 'image'],
        visitor: { email: data.email, name: data.name },
        agency: agencyInbox(),
        attach: ['image'],
      }),
    };
  },
};
