/**
 * The rules of booking visits (docs/decisions/0042), in one place for the commands, the booking and
 * the availability the visitor sees. Pure: usable in the browser when the form comes.
 */

/** A slot is offered, and booked, until this long before it starts: the agent must hear of it. */
export const BOOKING_LEAD_MS = 2 * 60 * 60_000;

/** How far ahead the free slots of a property are shown. */
export const AVAILABILITY_WEEKS = 6;

/** Live bookings of future slots one address may hold per property (or project): no one holds them all. */
export const BOOKINGS_PER_VISITOR = 2;

/** How many free slots a "just taken" answer offers instead. */
export const NEXT_FREE_SHOWN = 5;

export const SLOT_MINUTES = { min: 5, max: 480 } as const;
export const SLOT_CAPACITY = { min: 1, max: 500 } as const;
/** An open day's label ("Kijkdag"), one line. */
export const SLOT_LABEL_MAX = 80;

/** The earliest start a visitor may still book at `now`. */
export const earliestBookable = (now: Date): Date => new Date(now.getTime() + BOOKING_LEAD_MS);
