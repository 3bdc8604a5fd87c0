/**
 * The two forms that sign someone up for mails, each confirmed by a link first (double opt-in):
 * the newsletter and the demand register's search. Every mail after that carries a one-click stop.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import { insertSavedSearch } from '@/lib/platform/dal/saved-searches';
import { hashPassword } from '@/lib/platform/security/password';
import { demandRegisterSchema } from '@/lib/visitor/schemas/demand-register';
import { newsletterSchema } from '@/lib/visitor/schemas/newsletter';
import { MY_SEARCH_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { DEFAULT_LIMIT, type FormDefinition } from '../handle';
import { absoluteUrl, compose } from '@/lib/agency/mail/site';
import { standardMails } from '../mails';
import { subscriptionLink } from '../../subscriptions/links';
import { newsletterSignUp, stopHeaders } from '../../subscriptions/opt-in';
import { fullName, storable } from './shared';
import { criteriaProblems, resolveZones } from '../../subscriptions/criteria';

export const signNewsletter: FormDefinition<typeof newsletterSchema> = {
  id: 'sign-newsletter',
  schema: newsletterSchema,
  rateLimit: DEFAULT_LIMIT,
  async outcome(data, { lang }) {
    const signUp = await newsletterSignUp(data.email, lang);
    return {
      submission: { email: data.email, fields: { email: data.email } },
      extra: (tx) => signUp.store(tx),
      mails: () => [signUp.mail],
    };
  },
};

export const demandRegister: FormDefinition<typeof demandRegisterSchema> = {
  id: 'demand-register',
  schema: demandRegisterSchema,
  rateLimit: DEFAULT_LIMIT,
  checkFields: (values, { lang }) => criteriaProblems(values, lang),
  async outcome(sent, { lang }) {
    // Places typed by name become their postal codes: what the search keeps, and what the mail and the lead name.
    const data = { ...sent, zones: resolveZones(sent.zones) };
    const t = await getTranslations({ locale: lang, namespace: 'Mail' });
    const passwordHash = await hashPassword(data.password);
    const criteria = {
      goal: data.goal,
      types: data.types,
      zones: data.zones,
      priceMin: data.priceMin,
      priceMax: data.priceMax,
      bedroomsMin: data.bedroomsMin,
      garagesMin: data.garagesMin,
      garagesMax: data.garagesMax,
      parkingMin: data.parkingMin,
      parkingMax: data.parkingMax,
    };
    const notices = await standardMails({
      form: 'demand-register',
      lang,
      data,
      order: [
        'title',
        'firstName',
        'lastName',
        'email',
        'phone',
        'street',
        'zip',
        'city',
        'goal',
        'types',
        'zones',
        'priceMin',
        'priceMax',
        'bedroomsMin',
        'garagesMin',
        'garagesMax',
        'parkingMin',
        'parkingMax',
        'newsletter',
      ],
      visitor: { email: data.email, name: fullName(data) },
      agency: getSite().contact.email,
      confirm: false,
    });
    const agency = getSite().name;
    return {
      submission: { email: data.email, fields: storable(data) },
      extra: async (tx, stored) => {
        await insertSavedSearch(tx, { submissionId: stored.id, email: data.email, lang, passwordHash, criteria });
      },
      // The link names the submission, whose search it confirms (lib/visitor/subscriptions/links.ts).
      mails: async (stored) => [
        ...notices(stored),
        {
          kind: 'search-confirm',
          message: await compose(
            lang,
            data.email,
            {
              subject: t('search.subject'),
              blocks: [
                {
                  paragraphs: [t('greeting', { name: fullName(data) }), t('search.intro')],
                  action: { label: t('search.action'), url: absoluteUrl(subscriptionLink(lang, 'search-confirm', stored.id)) },
                },
                { paragraphs: [t('search.change', { url: absoluteUrl(`/${lang}/${MY_SEARCH_SEGMENT[lang]}/`) }), t('signature'), agency] },
              ],
              stop: { label: t('stop'), url: absoluteUrl(subscriptionLink(lang, 'search-stop', stored.id)) },
            },
            { headers: stopHeaders(lang, 'search-stop', stored.id) },
          ),
        },
      ],
    };
  },
};
