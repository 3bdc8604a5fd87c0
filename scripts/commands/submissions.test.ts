// `npm run submissions -- export/erase` as the agency runs it: a real process on an embedded database
// this test serves (as the web server would), with the .eml copies the file transport writes.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commandOnEmbeddedDatabase } from '@/tests/unit/command-process';
import { submissions } from '@/lib/platform/db/schema';
import { storeSubmission } from '@/lib/platform/dal/submissions';
import { bookPlace, insertSlot, moveBooking } from '@/lib/platform/dal/visit-slots';
import { fileTransport, type OutgoingMail } from '@/lib/agency/mail/transport';

const friend = 'tom.friend@example.test';

describe('npm run submissions -- export and erase cover every copy', () => {
  const command = commandOnEmbeddedDatabase('scripts/commands/submissions.ts');
  const mailDir = () => path.join(command.stateDir, 'mail');
  const eml = (mail: Partial<OutgoingMail> & Pick<OutgoingMail, 'to' | 'text' | 'messageId'>) =>
    fileTransport(mailDir()).send({
      from: '"Agency" <agency@example.test>',
      subject: 'Een pand voor u',
      html: `<p>${mail.text}</p>`,
      createdAt: new Date(),
      kind: 'friend',
      ...mail,
    });

  it("names and removes the .eml copies and another sender's tip to the address, keeping the sender's data", async () => {
    const tip = await storeSubmission(
      command.db,
      {
        form: 'send-to-friend',
        lang: 'nl',
        email: 'jan.sender@example.test',
        propertyId: 4101,
        fields: { firstName: 'Jan', lastName: 'Claes', email: 'jan.sender@example.test', friendName: 'Tom', remark: 'Iets voor jou, Tom' },
      },
      {
        messageDomain: 'test',
        mails: () => [
          {
            kind: 'friend',
            message: { to: friend, subject: 'Een pand voor u', text: 'Iets voor jou, Tom', html: '<p>Iets voor jou, Tom</p>' },
          },
        ],
      },
    );
    // The copies as the file transport writes them: the tip; an agency mail naming the address deep in
    // a long quoted-printable line; one to another address that merely contains it, which stays.
    await eml({ to: friend, text: 'Iets voor jou, Tom', messageId: '<tip@test>' });
    await eml({
      to: 'agency@example.test',
      kind: 'agency',
      text: `${'Een lange regel die het adres ver naar achteren schuift, '.repeat(3)}${friend}`,
      messageId: '<agency@test>',
    });
    await eml({ to: `x${friend}`, text: 'Voor iemand anders', messageId: '<other@test>' });
    const names = fs.readdirSync(mailDir()).sort();
    expect(names).toHaveLength(3);
    const other = names.find((name) => fs.readFileSync(path.join(mailDir(), name), 'utf8').includes('Voor iemand anders'))!;

    const exported = await command.run(['export', '--email', 'Tom.Friend@example.test']);
    expect(exported.code, exported.stderr).toBe(0);
    const person = JSON.parse(exported.stdout) as {
      mailFiles: string[];
      mailsReceived: { to: string; text: string }[];
      receivedFrom: { submissionId: string; fields: object }[];
    };
    expect(person.mailFiles.map((file) => path.basename(file)).sort()).toEqual(names.filter((name) => name !== other));
    expect(person.mailsReceived).toEqual([expect.objectContaining({ to: friend, text: 'Iets voor jou, Tom' })]);
    expect(person.receivedFrom).toEqual([
      expect.objectContaining({ submissionId: tip.id, fields: { friendName: 'Tom', remark: 'Iets voor jou, Tom' } }),
    ]);

    const erased = await command.run(['erase', '--email', friend]);
    expect(erased.code, erased.stderr).toBe(0);
    expect(erased.stdout).toContain(`erased ${friend}: 0 submission(s)`);
    expect(erased.stdout).toContain('2 mail file(s)');
    expect(erased.stdout).toContain(
      `1 submission(s) of other senders were sent to ${friend}: kept for their sender, without the recipient's name and the note`,
    );
    expect(fs.readdirSync(mailDir())).toEqual([other]);
    const [kept] = await command.db.select().from(submissions).where(eq(submissions.id, tip.id));
    expect(kept!.fields).toEqual({ firstName: 'Jan', lastName: 'Claes', email: 'jan.sender@example.test', recipientErased: true });

    const after = JSON.parse((await command.run(['export', '--email', friend])).stdout) as {
      mailFiles: string[];
      mailsReceived: unknown[];
      receivedFrom: unknown[];
    };
    expect(after).toMatchObject({ mailFiles: [], mailsReceived: [], receivedFrom: [] });
  }, 120_000);

  it('lists in Brussels time, saying so, and a visit booked in a slot as one line: where it stands, with its time after a move', async () => {
    const subject = { propertyId: 4102 };
    const first = await insertSlot(command.db, { subject, startsAt: new Date('2099-12-05T09:00:00Z'), minutes: 30, capacity: 1 });
    const second = await insertSlot(command.db, { subject, startsAt: new Date('2099-12-06T13:00:00Z'), minutes: 30, capacity: 1 });
    const rules = { earliest: new Date('2026-01-01T00:00:00Z'), perVisitor: 3 };
    const booked = await bookPlace(command.db, first.id, { name: 'Dirk Visser', email: 'dirk@example.test', lang: 'nl' }, rules);
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const [request] = await command.db
      .insert(submissions)
      .values({
        form: 'contact-appointment',
        lang: 'nl',
        email: 'dirk@example.test',
        propertyId: 4102,
        fields: { firstName: 'Dirk', booking: booked.bookingId },
        createdAt: new Date('2026-07-15T12:05:00Z'),
      })
      .returning({ id: submissions.id });
    const lineOf = async () => {
      const listed = await command.run(['list', '--limit', '1000']);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout.split('\n')[0]).toBe('(times in Europe/Brussels)');
      return listed.stdout.split('\n').filter((line) => line.includes(request!.id));
    };
    // Summer: 12:05 UTC is 14:05 in Brussels; the slot, in winter, 09:00 UTC is 10:00.
    expect(await lineOf()).toEqual([expect.stringMatching(/^2026-07-15 14:05 .* booked 2099-12-05 10:00 /)]);
    expect((await moveBooking(command.db, booked.bookingId, second.id, rules)).kind).toBe('booked');
    expect(await lineOf()).toEqual([expect.stringMatching(/ booked 2099-12-06 14:00 /)]);
  }, 120_000);
});
