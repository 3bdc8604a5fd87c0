/**
 * The mails a form sends, written in the messages' words: a notice to the agency (in the site's
 * default language, replying goes to the visitor) and a confirmation to the visitor in theirs, both
 * listing what was sent. Form definitions (./definitions) pick the fields and the recipients.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getMunicipalities, getPropertyTypes, getSite, namePlaces } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import type { NewMail } from '@/lib/platform/dal/submissions';
import { formatDate } from '@/lib/catalogue/format/number';
import { formatEuro } from '@/lib/catalogue/format/price';
import type { MailBlock } from '@/lib/agency/mail/compose';
import { compose } from '@/lib/agency/mail/site';
import type { Phone } from '@/lib/catalogue/format/parse-phone';
import type { SubmissionFormId } from '@/lib/visitor/schemas';

const MONEY_FIELDS = new Set(['amount', 'priceMin', 'priceMax', 'income1', 'income2']);
const DATE_FIELDS = new Set(['startDate', 'endDate', 'signDate', 'movingDate', 'preferredDate']);

/** Field labels and values in a language, for the rows of a mail. */
export async function fieldRows(
  lang: Lang,
  data: Record<string, unknown>,
  order: readonly string[],
  labels: Partial<Record<string, string>> = {},
): Promise<[string, string][]> {
  const t = await getTranslations({ locale: lang, namespace: 'Forms.fields' });
  const mail = await getTranslations({ locale: lang, namespace: 'Mail' });
  const typeName = (id: string) => getPropertyTypes(lang).find((type) => String(type.webId) === id)?.name ?? id;
  const rows: [string, string][] = [];
  for (const name of order) {
    const value = data[name];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) continue;
    // The neutral salutation says nothing to write: no row, as for a field left empty.
    if (name === 'title' && value === 'none') continue;
    const label = labels[name] ?? t(name as never);
    let text: string;
    if (typeof value === 'boolean') text = value ? mail('yes') : mail('no');
    else if (name === 'title') text = t(`titles.${value as 'mr'}`);
    else if (name === 'goal') text = t(`goals.${value as 'sell'}`);
    else if (name === 'phone') text = (value as Phone).display;
    else if (name === 'type') text = typeName(String(value));
    else if (name === 'types') text = (value as string[]).map(typeName).join(', ');
    // Every municipality once with its codes, "Bertem (3060, 3061)", whether or not the catalogue lists it.
    else if (name === 'zones') text = namePlaces(getMunicipalities(), value as string[], lang).join(', ');
    else if (MONEY_FIELDS.has(name) && typeof value === 'number') text = formatEuro(value) ?? String(value);
    else if (DATE_FIELDS.has(name) && typeof value === 'string') text = formatDate(value, lang);
    else if (value instanceof File) text = value.name;
    else text = String(value);
    rows.push([label, text]);
  }
  return rows;
}

/** What a mail is about: a property or a project, with its link. */
export interface Subject {
  line: string;
  link: { label: string; url: string };
}

export interface StandardMails {
  form: SubmissionFormId;
  lang: Lang;
  data: Record<string, unknown>;
  /** The fields to list, in order. */
  order: readonly string[];
  visitor: { email: string; name: string };
  /** The agency's inbox for this form: the property's contact person, or site config's address. */
  agency: string;
  about?: (lang: Lang) => Promise<Subject>;
  /** Sends the visitor a copy (default), or not. */
  confirm?: boolean;
  /** Files to attach to the agency's mail, by upload field. */
  attach?: string[];
}

/** Fields where a visitor writes what they like: in the agency's mail only. */
const FREE_TEXT = new Set(['remark', 'comment', 'movingReason', 'conditions', 'about', 'pets', 'website']);

/** The notice to the agency and the visitor's confirmation. */
export async function standardMails(options: StandardMails): Promise<(stored: { uploads: Record<string, string> }) => NewMail[]> {
  const { form, lang, data, order, visitor, agency, about, confirm = true, attach = [] } = options;
  const agencyLang = getSite().defaultLanguage;
  const [ta, tv] = await Promise.all([
    getTranslations({ locale: agencyLang, namespace: 'Mail' }),
    getTranslations({ locale: lang, namespace: 'Mail' }),
  ]);
  const languages = await getTranslations({ locale: agencyLang, namespace: 'Languages' });
  const aboutAgency = await about?.(agencyLang);
  const aboutVisitor = await about?.(lang);
  const agencyBlocks: MailBlock[] = [
    { paragraphs: [ta('agency.intro', { form: ta(`forms.${form}`) }), ...(aboutAgency ? [aboutAgency.line] : [])] },
    { rows: await fieldRows(agencyLang, data, order) },
    {
      small: [ta('language', { lang: languages(lang) }), ta('agency.replyHint', { name: visitor.name })],
      ...(aboutAgency ? { action: aboutAgency.link } : {}),
    },
  ];
  // Nothing the visitor typed goes into a header but the validated reply address: the name is in the body.
  const agencySubject = ta('agency.subject', { form: capitalize(ta(`forms.${form}`)) });
  const agencyMail = await compose(agencyLang, agency, { subject: agencySubject, blocks: agencyBlocks }, { replyTo: visitor.email });
  // The copy goes to whatever address was typed: it repeats the choices, never the free text, so the
  // form cannot carry someone's message to a stranger.
  const freeText = order.filter((name) => FREE_TEXT.has(name) && typeof data[name] === 'string' && data[name] !== '');
  const visitorMail = confirm
    ? await compose(lang, visitor.email, {
        subject: tv('confirm.subject', { form: tv(`forms.${form}`) }),
        blocks: [
          { paragraphs: [tv('greeting', { name: visitor.name }), tv('confirm.intro'), ...(aboutVisitor ? [aboutVisitor.line] : [])] },
          {
            rows: await fieldRows(
              lang,
              data,
              order.filter((name) => !FREE_TEXT.has(name)),
            ),
          },
          ...(freeText.length ? [{ small: [tv('confirm.freeTextKept')] }] : []),
          {
            ...(aboutVisitor ? { action: aboutVisitor.link } : {}),
            paragraphs: [tv('signature'), getSite().name],
            small: [tv('autoReply')],
          },
        ],
      })
    : null;
  return (stored) => [
    {
      kind: 'agency',
      message: {
        ...agencyMail,
        attachments: attach.filter((field) => stored.uploads[field]).map((field) => ({ upload: stored.uploads[field]! })),
      },
    },
    ...(visitorMail ? [{ kind: 'confirmation', message: visitorMail }] : []),
  ];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
