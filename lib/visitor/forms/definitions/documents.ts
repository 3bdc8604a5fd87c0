/**
 * A request for a property's documents: answered in place; the documents go out as attachments in
 * one mail, and the agent hears who asked. Asked twice by one address: said so, nothing sent again.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import { getDocumentFiles } from '@/lib/catalogue/property/detail';
import { hasRequestedDocuments } from '@/lib/platform/dal/submissions';
import { documentsSchema } from '@/lib/visitor/schemas/documents';
import { DEFAULT_LIMIT, type FormDefinition } from '../handle';
import { compose } from '@/lib/agency/mail/site';
import { standardMails } from '../mails';
import { aboutProperty, findProperty, fullName, inboxFor, storable } from './shared';

export const documents: FormDefinition<typeof documentsSchema> = {
  id: 'documents',
  schema: documentsSchema,
  rateLimit: DEFAULT_LIMIT,
  answer: 'documentsSent',
  // Two requests at the same moment both pass the check; the database keeps one (lib/platform/db/schema.ts).
  duplicate: 'documentsAlready',
  async check(data, { lang, db }) {
    if (!findProperty(lang, data.propertyId)) return 'propertyGone';
    return (await hasRequestedDocuments(db, data.propertyId, data.email)) ? 'documentsAlready' : null;
  },
  async outcome(data, { lang }) {
    const property = findProperty(lang, data.propertyId)!;
    const files = getDocumentFiles(property);
    const t = await getTranslations({ locale: lang, namespace: 'Mail' });
    const about = await aboutProperty(property.id)(lang);
    const toVisitor = await compose(
      lang,
      data.email,
      {
        subject: t('documents.subject', { title: property.title || property.typeDescription, reference: property.id }),
        blocks: [
          {
            paragraphs: [t('greeting', { name: fullName(data) }), files.length ? t('documents.intro') : t('documents.none')],
            rows: files.map((file, i) => [`${i + 1}.`, file.name]),
          },
          { action: about.link, paragraphs: [t('signature'), getSite().name], small: [t('autoReply')] },
        ],
      },
      { attachments: files.map((file) => ({ document: file.url })) },
    );
    const notices = await standardMails({
      form: 'documents',
      lang,
      data,
      order: ['firstName', 'lastName', 'email', 'phone'],
      visitor: { email: data.email, name: fullName(data) },
      agency: inboxFor(property),
      about: aboutProperty(property.id),
      confirm: false,
    });
    return {
      submission: { propertyId: property.id, email: data.email, fields: storable(data) },
      mails: (stored) => [...notices(stored), { kind: 'documents', message: toVisitor }],
    };
  },
};
