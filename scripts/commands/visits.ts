/**
 * The agency's visit slots (`npm run visits -- <command>`), while the site runs too (on the embedded
 * database through the server's socket, lib/platform/db/embedded.ts). Times are Europe/Brussels.
 *   add --property ID | --project ID --start 2026-12-03T14:00 [--minutes 30] [--capacity 1] [--label "Kijkdag"] [--agent ID] [--crm-appointment ID]
 *                          a slot visitors can book: a private visit (capacity 1) or an open day (more,
 *                          with a label); --agent is a team member's ID (data/team.json); --crm-appointment
 *                          the CRM's appointment (made there first): with a CRM connected, each booking's
 *                          lead attaches the visitor to it (docs/decisions/0042, amendment 4); refused
 *                          when it overlaps a live slot of the property or of its agent (0046)
 *   add-series --property ID | --project ID --first 2026-12-05 --weeks 4 --from 10:00 --to 12:00 [--every 30]
 *              [--minutes 30] [--days sat,sun] [--capacity 1] [--label "Kijkdag"] [--agent ID]
 *                          a series of slots: on the weekday of --first (or each of --days) for --weeks
 *                          weeks, one every --every minutes from --from, each --minutes long (--every's by
 *                          default), the last ending by --to; all added, or none when one is refused
 *                          (each is checked as `add` checks a slot), with every reason
 *   list [--property ID | --project ID] [--all]
 *                          slots from today on (--all: past ones too), each with its bookings and their
 *                          status: booked, cancelled, or took place (a live booking of a slot that ended);
 *                          a cancelled or moved booking's CRM lead as `crm: sent|pending|failed`
 *   cancel SLOT            cancels the slot and its bookings; each booker gets a mail (through the
 *                          outbox, in their language) and, with a CRM connected, the CRM a lead of
 *                          each cancelled booking
 *   retry-crm              queues again the CRM leads of cancelled or moved visits that the CRM refused
 *                          (`list` shows them as `crm: failed`, with the CRM's message)
 * Mails wait in the outbox for the site's worker (or `npm run worker`), which sends them within seconds.
 */
import { closeDb, getDb } from '../../lib/platform/db/client';
import { fail, option } from '../cli';
import { crmAdapter } from '../../lib/agency/crm';
import { dataDirectory } from '../../lib/catalogue/data';
import type { VisitSubject } from '../../lib/platform/dal/visit-slots';
import {
  addSlot,
  bookingLine,
  cancelSlot,
  changeLeads,
  listSlots,
  retryCrmLeads,
  slotLine,
  subjectInCatalogue,
} from '../../lib/visitor/visits/slots';
import { addSeries, WEEKDAYS, type Weekday } from '../../lib/visitor/visits/series';
import { brusselsDate, brusselsMidnight, commandTime, COMMAND_TIME_NOTE } from '../../lib/platform/brussels-time';

const USAGE =
  'usage: npm run visits -- add --property ID | --project ID --start 2026-12-03T14:00 [--minutes 30] [--capacity 1] [--label "Kijkdag"] [--agent ID] [--crm-appointment ID] | add-series --property ID | --project ID --first 2026-12-05 --weeks 4 --from 10:00 --to 12:00 [--every 30] [--minutes 30] [--days sat,sun] [--capacity 1] [--label "Kijkdag"] [--agent ID] | list [--property ID | --project ID] [--all] | cancel SLOT | retry-crm';
const ID = /^\d{1,9}$/;

/** --property or --project, one of them; required for `add`. */
function subject(args: string[], required: boolean): VisitSubject | undefined {
  const property = option(args, 'property');
  const project = option(args, 'project');
  if (property !== undefined && project !== undefined) fail(`give --property or --project, not both\n${USAGE}`);
  const id = property ?? project;
  if (id === undefined) return required ? fail(`${args[0]}: give --property ID (or --project ID)\n${USAGE}`) : undefined;
  if (!ID.test(id)) fail(`--${property !== undefined ? 'property' : 'project'} ${id}: expected a number`);
  const found: VisitSubject = property !== undefined ? { propertyId: Number(id) } : { projectId: Number(id) };
  if (!subjectInCatalogue(found))
    fail(`${property !== undefined ? 'property' : 'project'} ${id} is not in the catalogue (${dataDirectory()})`);
  return found;
}

/** A whole number option, or its default; anything else is left to the slot's checks to refuse. */
const count = (args: string[], name: string, fallback: number) => {
  const value = option(args, name);
  return value === undefined ? fallback : /^\d+$/.test(value) ? Number(value) : Number.NaN;
};

async function main(args: string[]) {
  const [command, argument] = args;
  switch (command) {
    case 'add': {
      const about = subject(args, true)!;
      const start = option(args, 'start') ?? fail(`add: give --start, a Brussels date and time as 2026-12-03T14:00\n${USAGE}`);
      if (args.includes('--crm-appointment') && option(args, 'crm-appointment') === undefined)
        fail(`add: --crm-appointment needs the CRM appointment's number\n${USAGE}`);
      const db = await getDb();
      const result = await addSlot(db, {
        subject: about,
        start,
        minutes: count(args, 'minutes', 30),
        capacity: count(args, 'capacity', 1),
        label: option(args, 'label'),
        agentId: option(args, 'agent'),
        crmAppointment: option(args, 'crm-appointment'),
      });
      if (!result.ok) fail(result.error);
      return console.log(
        `slot ${result.slot.id} added: ${slotLine({ ...result.slot, bookings: [], placesLeft: result.slot.capacity })} ${COMMAND_TIME_NOTE}`,
      );
    }
    case 'add-series': {
      const about = subject(args, true)!;
      const needed = (name: string, example: string) => option(args, name) ?? fail(`add-series: give --${name}, as ${example}\n${USAGE}`);
      const days = option(args, 'days')
        ?.split(',')
        .map((day) => day.trim().toLowerCase());
      const unknown = days?.filter((day) => !(WEEKDAYS as readonly string[]).includes(day)) ?? [];
      if (unknown.length) fail(`--days ${unknown.join(',')}: expected mon, tue, wed, thu, fri, sat or sun`);
      const db = await getDb();
      const result = await addSeries(db, {
        subject: about,
        first: needed('first', '2026-12-05'),
        weeks: count(args, 'weeks', Number.NaN),
        from: needed('from', '10:00'),
        to: needed('to', '12:00'),
        every: count(args, 'every', 30),
        ...(option(args, 'minutes') !== undefined && { minutes: count(args, 'minutes', 30) }),
        ...(days && { days: days as Weekday[] }),
        capacity: count(args, 'capacity', 1),
        label: option(args, 'label'),
        agentId: option(args, 'agent'),
      });
      if (!result.ok) fail(`no slot added:\n${result.errors.join('\n')}`);
      console.log(`${result.slots.length} slots added ${COMMAND_TIME_NOTE}:`);
      for (const slot of result.slots) console.log(slotLine({ ...slot, bookings: [], placesLeft: slot.capacity }));
      return;
    }
    case 'list': {
      const about = subject(args, false);
      const db = await getDb();
      const slots = await listSlots(db, {
        subject: about,
        from: args.includes('--all') ? undefined : brusselsMidnight(brusselsDate(new Date())),
      });
      if (!slots.length) return console.log('no slots');
      const leads = await changeLeads(db, slots);
      console.log(COMMAND_TIME_NOTE);
      for (const slot of slots) {
        console.log(slotLine(slot));
        for (const booking of slot.bookings) console.log(bookingLine(slot, booking, new Date(), leads.get(booking.id)));
      }
      return;
    }
    case 'cancel': {
      if (!argument || !ID.test(argument)) fail(`cancel: give a slot number (see "list")\n${USAGE}`);
      const db = await getDb();
      const result = await cancelSlot(db, Number(argument));
      if (!result) fail(`no slot ${argument}`);
      if (result.already)
        return console.log(`slot ${argument} was cancelled already (${commandTime(result.slot.cancelledAt!)}) ${COMMAND_TIME_NOTE}`);
      if (!result.bookers.length) return console.log(`slot ${argument} cancelled (nobody had booked it)`);
      console.log(`slot ${argument} cancelled; a mail is queued for each of its ${result.bookers.length} booker(s):`);
      for (const booking of result.bookers) console.log(`  ${booking.name} <${booking.email}> (${booking.lang})`);
      if (crmAdapter()) console.log("and a lead for the CRM of each cancelled booking (through the outbox, as the forms' leads)");
      return;
    }
    case 'retry-crm': {
      const db = await getDb();
      return console.log(`${await retryCrmLeads(db)} failed CRM lead(s) of cancelled or moved visits queued again`);
    }
    default:
      fail(USAGE);
  }
}

main(process.argv.slice(2))
  .then(() => closeDb())
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    console.error(`visits: ${error instanceof Error ? error.message : String(error)}`);
    await closeDb().catch(() => {});
    process.exit(1);
  });
