/**
 * Send to a friend: our fixed template with the property's link, the sender's short note as quoted
 * plain text (without links: the schema refuses them). The friend's address is used once and not kept;
 * no copy goes to the sender. Limited per sender (the client's address) and per recipient, whoever
 * sends: one address cannot be flooded from many clients.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import { sendToFriendSchema } from '@/lib/visitor/schemas/send-to-friend';
import { takeRateLimit, type RateLimit } from '@/lib/platform/dal/abuse';
import { hashRecipientAddress } from '@/lib/platform/security/secret';
import type { FormDefinition } from '../handle';
import { compose } from '@/lib/agency/mail/site';
import { aboutProperty, findProperty, fullName } from './shared';

/** At most three mails a day to one address, across all senders. */
export const RECIPIENT_LIMIT: RateLimit = { limit: 3, windowMs: 24 * 60 * 60_000 };

export const sendToFriend: FormDefinition<typeof sendToFriendSchema> = {
  id: 'send-to-friend',
  schema: sendToFriendSchema,
  // Harder than the others: this form writes to addresses that did not ask for it.
  rateLimit: { limit: 3, windowMs: 60 * 60_000 },
  check: (data, { lang }) => (findProperty(lang, data.propertyId) ? null : 'propertyGone'),
  async outcome(data, { lang, db, spam }) {
    // Counted by a keyed hash of the address, never the address itself. Probable spam sends nothing, so
    // it takes nothing from the recipient's allowance.
    if (!spam && !(await takeRateLimit(db, `send-to-friend:to:${hashRecipientAddress(data.friendEmail)}`, RECIPIENT_LIMIT)))
      return 'recipientLimited';
    const t = await getTranslations({ locale: lang, namespace: 'Mail' });
    const about = await aboutProperty(data.propertyId)(lang);
    const name = fullName(data);
    const agency = getSite().name;
    const message = await compose(lang, data.friendEmail, {
      // A fixed subject: the sender's name only in the body, so the form cannot write a stranger's subject line.
      subject: t('friend.subject', { agency }),
      blocks: [
        { paragraphs: [t('greeting', { name: data.friendName }), t('friend.intro', { name }), about.line], action: about.link },
        ...(data.remark ? [{ paragraphs: [t('friend.note', { name: data.firstName })], quote: data.remark }] : []),
        { paragraphs: [t('signature'), agency], small: [t('friend.disclaimer')] },
      ],
    });
    return {
      // The friend's address is not stored: it was only needed to send this one mail.
      submission: {
        propertyId: data.propertyId,
        email: data.email,
        fields: { firstName: data.firstName, lastName: data.lastName, email: data.email, friendName: data.friendName, remark: data.remark },
      },
      mails: () => [{ kind: 'friend', message }],
    };
  },
};
