/**
 * The agency's view of what the forms brought in (`npm run submissions -- <command>`), while the site
 * runs too (on the embedded database through the server's socket, lib/platform/db/embedded.ts):
 *   list [--limit N]          recent submissions with how their mails and their CRM lead are doing, in Brussels
 *                             time; a visit booked in a slot as where it stands now (booked, cancelled, took
 *                             place) with its time; probable spam (the hidden field filled) marked "(spam)":
 *                             kept, never mailed nor sent to the CRM
 *   show ID                   one submission: its fields, its mails and its CRM lead
 *   approve ID | reject ID    a testimonial: shown on the testimonials page, or not
 *   confirm ID                a visit request: the owner sees it move from requested to confirmed
 *   retry ID                  send the failed mails (and the failed CRM lead) of a submission again
 *   export --email X          everything stored about an address, as JSON (GDPR article 15): their submissions,
 *                             mails and leads, mails others sent to it, the .eml copies naming it
 *   erase --email X           remove everything stored about an address (GDPR article 17), .eml copies too;
 *                             another sender's submission sent to it keeps the sender's data, not the recipient's
 */
import fs from 'node:fs';
import path from 'node:path';
import { closeDb, getDb } from '../../lib/platform/db/client';
import { fail, option } from '../cli';
import { AGENCY_DECISIONS, decide, recentSubmissions, submissionWithMails } from '../../lib/platform/dal/submissions';
import { LEAD_KIND, leadOf, mailOf, retryFailed } from '../../lib/platform/dal/outbox';
import { erasePerson, exportPerson } from '../../lib/platform/dal/retention';
import { bookingState } from '../../lib/platform/dal/booking-state';
import { commandTime, COMMAND_TIME_NOTE } from '../../lib/platform/brussels-time';
import { mailFilesMentioning } from '../../lib/agency/mail/transport';
import { mailFolder } from '../../lib/agency/jobs/mail-delivery';

const USAGE =
  'usage: npm run submissions -- list [--limit N] | show ID | approve ID | reject ID | confirm ID | retry ID | export --email X | erase --email X';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function main(args: string[]) {
  const [command, argument] = args;
  const db = await getDb();
  const idArgument = () =>
    argument && UUID.test(argument) ? argument : fail(`${command}: give a submission id (a UUID, see "list")\n${USAGE}`);
  switch (command) {
    case 'list': {
      const rows = await recentSubmissions(db, Number(option(args, 'limit') ?? 50));
      if (!rows.length) return console.log('no submissions yet');
      const now = new Date();
      // A booked visit is one line: where it stands now and its time (the request's own status stays "received").
      const status = (row: (typeof rows)[number]) =>
        row.booking
          ? `${bookingState(row.booking, now)} ${commandTime(row.booking.startsAt)}`
          : row.spam
            ? `${row.status} (spam)`
            : row.status;
      console.log(COMMAND_TIME_NOTE);
      for (const row of rows)
        console.log(
          [
            commandTime(row.createdAt),
            row.id,
            row.form.padEnd(20),
            row.lang,
            (row.email ?? '-').padEnd(32),
            row.propertyId ?? row.projectId ?? '-',
            status(row),
            `mails: ${row.mails.sent} sent, ${row.mails.pending} pending, ${row.mails.failed} failed`,
            `crm: ${row.crm ?? '-'}`,
          ].join('  '),
        );
      return;
    }
    case 'show': {
      const id = idArgument();
      const found = await submissionWithMails(db, id);
      if (!found) fail(`no submission ${id}`);
      const { row, mails } = found;
      const state = (m: (typeof mails)[number]) => ({
        status: m.status,
        attempts: m.attempts,
        lastError: m.lastError,
        nextAttemptAt: m.status === 'pending' ? m.nextAttemptAt : undefined,
        sentAt: m.sentAt,
      });
      const lead = mails.find((m) => m.kind === LEAD_KIND);
      console.log(
        JSON.stringify(
          {
            ...row,
            mails: mails
              .filter((m) => m.kind !== LEAD_KIND)
              .map((m) => ({ kind: m.kind, to: mailOf(m).to, subject: mailOf(m).subject, ...state(m) })),
            crm: lead ? { ...leadOf(lead), ...state(lead) } : null,
          },
          null,
          2,
        ),
      );
      return;
    }
    case 'approve':
    case 'reject':
    case 'confirm': {
      const id = idArgument();
      const { form, status } = AGENCY_DECISIONS[command];
      const what = form === 'testimonial' ? 'testimonial' : 'visit request';
      if (!(await decide(db, id, command))) fail(`no ${what} ${id}`);
      return console.log(`${what} ${id} ${status}`);
    }
    case 'retry': {
      const id = idArgument();
      const queued = await retryFailed(db, id);
      return console.log(`${queued.mails} mail(s) and ${queued.leads} CRM lead(s) of ${id} queued again`);
    }
    case 'export': {
      const email = option(args, 'email') ?? fail(`export: give --email\n${USAGE}`);
      const person = await exportPerson(db, email);
      // The copies the file transport wrote (no SMTP_URL): named here, each readable as it was sent.
      const folder = mailFolder();
      const mailFiles = mailFilesMentioning(folder, person.email).map((name) => path.join(folder, name));
      return console.log(JSON.stringify({ ...person, mailFiles }, null, 2));
    }
    case 'erase': {
      const email = option(args, 'email') ?? fail(`erase: give --email\n${USAGE}`);
      const removed = await erasePerson(db, email);
      // After the database: a file left by a failure here is found again by the next erase.
      const folder = mailFolder();
      const files = mailFilesMentioning(folder, email.trim().toLowerCase());
      for (const name of files) fs.rmSync(path.join(folder, name), { force: true });
      console.log(
        `erased ${email}: ${removed.submissions} submission(s), ${removed.newsletter} newsletter address, ${removed.searches} search(es), ${removed.visitBookings} visit booking(s), ${removed.mails} mail(s) to it from others' submissions or none, ${removed.leads} other CRM lead(s) naming it, ${files.length} mail file(s) in ${folder}`,
      );
      if (removed.redacted)
        console.log(
          `${removed.redacted} submission(s) of other senders were sent to ${email}: kept for their sender, without the recipient's name and the note`,
        );
      if (removed.crmLeadsSent)
        console.log(`${removed.crmLeadsSent} lead(s) had reached the CRM: erase ${email} there too (docs/decisions/0034)`);
      return;
    }
    default:
      fail(USAGE);
  }
}

main(process.argv.slice(2))
  .then(() => closeDb())
  .catch(async (error: unknown) => {
    console.error(`submissions: ${(error as Error).message}`);
    await closeDb().catch(() => {});
    process.exit(1);
  });
