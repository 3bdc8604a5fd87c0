/**
 * Send a property to a friend. Not an open relay: the mail is our fixed template with the property's
 * link; the sender's note is short plain text without links (links.ts), and the form is rate-limited
 * harder than the others, per sender and per recipient (lib/visitor/forms/definitions/send-to-friend.ts).
 */
import { z } from 'zod';
import { email, line, optionalPlainNote, recordId } from './fields';

export const sendToFriendSchema = z.object({
  propertyId: recordId(),
  firstName: line('firstName', 60),
  lastName: line('lastName', 60),
  email: email(),
  friendName: line('friendName', 60),
  friendEmail: email('friendEmail', 'friendEmailInvalid'),
  remark: optionalPlainNote(300),
});
export type SendToFriend = z.output<typeof sendToFriendSchema>;
