/**
 * The database's tables (Drizzle). The catalogue is not here: it is bundled JSON (lib/catalogue/data). What is
 * here is what visitors send and what the site owes them: submissions, the mails to deliver, and the
 * state that keeps the forms from being abused. Migrations under lib/platform/db/migrations are generated from
 * this file (`npm run db:generate`) and committed.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One row per form sent and accepted; `fields` holds the validated fields of that form's schema. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    form: text('form').notNull(),
    lang: text('lang').notNull(),
    propertyId: integer('property_id'),
    projectId: integer('project_id'),
    /** Lower-cased, for the GDPR export and erasure of one person's data. */
    email: text('email'),
    fields: jsonb('fields').notNull().$type<Record<string, unknown>>(),
    /** The page the form was sent from (path and query), and the campaign it came with. */
    sourcePage: text('source_page'),
    utm: jsonb('utm').$type<Record<string, string>>(),
    /** 'received'; testimonials move on to 'approved' or 'rejected'. */
    status: text('status').notNull().default('received'),
    /**
     * Probable spam: the hidden field people never see was filled (a bot, or a password manager or an
     * accessibility tool filling it for a real person). Kept for the agency to look at, never mailed
     * to the agency nor sent to the CRM (lib/visitor/forms/handle.ts).
     */
    spam: boolean('spam').notNull().default(false),
    createdAt: createdAt(),
    /** When the agency marked it handled at the desk, and who (a staff account's id); null while open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
  },
  (table) => [
    index('submissions_created_at').on(table.createdAt),
    // The desk's leads, newest first, a page at a time (created_at, id: a stable order for the next page's key).
    index('submissions_created_id').on(table.createdAt, table.id),
    index('submissions_email').on(table.email),
    index('submissions_form_property').on(table.form, table.propertyId),
    // The owner portal's history of one property, newest first.
    index('submissions_property_created').on(table.propertyId, table.createdAt),
    // One document request per property and address, even when two arrive at the same moment.
    uniqueIndex('submissions_documents_once')
      .on(table.propertyId, table.email)
      .where(sql`${table.form} = 'documents'`),
  ],
);

/** Files sent with a form (a CV, a testimonial's photo), checked and cleaned before they are stored. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  field: text('field').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** A small text file written with its mail (a booking's calendar event). */
export interface GeneratedAttachment {
  filename: string;
  contentType: string;
  text: string;
}

export interface OutboxMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers we set ourselves (List-Unsubscribe), never from what a visitor typed. */
  headers?: Record<string, string>;
  /**
   * Files to attach, by where they are: an upload of the submission, a document of the catalogue, or
   * a file written with the mail (a booking's .ics), kept here whole so the mail never lacks it.
   */
  attachments?: ({ upload: string } | { document: string } | { generated: GeneratedAttachment })[];
}

/**
 * A lead for the agency's CRM (kind `crm-lead`, lib/agency/crm): which CRM and the request it takes, as JSON
 * without credentials (docs/decisions/0034).
 */
export interface OutboxLead {
  crm: string;
  request: Record<string, unknown>;
}

/**
 * A forgot-password request (kind `owner-reset-request`): what was typed, resolved by the mail worker
 * into a link and its mail, or into nothing for an unknown account (lib/owner/auth/password-links.ts). The
 * login is blanked once resolved.
 */
export interface OutboxResetRequest {
  login: string;
  lang: string;
}

/**
 * Mails to deliver, and leads for the CRM, written in the same transaction as their submission. The
 * workers claim due rows (FOR UPDATE SKIP LOCKED), mails and leads apart, send them and mark them;
 * `messageId` is the idempotency key: a mail's Message-ID, `crm-lead:<submission id>` for a lead (so a
 * submission has one lead at most).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    message: jsonb('message').notNull().$type<OutboxMessage | OutboxLead | OutboxResetRequest>(),
    messageId: text('message_id').notNull().unique(),
    /** 'pending', 'sending' (claimed until lockedUntil), 'sent' or 'failed' (kept, never dropped). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The process that claimed it last (lib/platform/dal/outbox-claim.ts): one found dead gives its claims back at once. */
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_due').on(table.status, table.nextAttemptAt)],
);

/** Captcha solutions already used: a challenge answers once, until it expires anyway. */
export const captchaSpent = pgTable('captcha_spent', {
  key: text('key').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Requests per key (form and hashed client address) per fixed window, shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Newsletter addresses: 'pending' until the link in the confirmation mail is followed (double opt-in). */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  lang: text('lang').notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/**
 * Searches of the demand register: what the person looks for, a password to come back with, and
 * whether the address is confirmed. Confirmed ones get alerts (lib/alerts): `lastAlertAt` is the
 * claim that keeps them to one mail a day, whichever instance runs the job.
 */
export const searches = pgTable(
  'searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    passwordHash: text('password_hash').notNull(),
    criteria: jsonb('criteria').notNull().$type<Record<string, unknown>>(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
  },
  (table) => [index('searches_email').on(table.email)],
);

/**
 * The catalogue as the alert job last saw it (lib/alerts), one row per property id whatever its
 * languages: what appeared and what got cheaper since. `appearedAt` is null for what was there when
 * the job first ran (seeded silently); rows stay when a property leaves the catalogue, so one that
 * comes back, or an older build still running during a deployment, announces nothing again.
 */
export const catalogueSnapshot = pgTable(
  'catalogue_snapshot',
  {
    propertyId: integer('property_id').primaryKey(),
    /** The published price, null when on request. */
    price: bigint('price', { mode: 'number' }),
    appearedAt: timestamp('appeared_at', { withTimezone: true }),
    priceLoweredAt: timestamp('price_lowered_at', { withTimezone: true }),
  },
  (table) => [index('catalogue_snapshot_appeared').on(table.appearedAt), index('catalogue_snapshot_lowered').on(table.priceLoweredAt)],
);

/** Which properties a search was sent: never the same one twice. */
export const alertsSent = pgTable(
  'alerts_sent',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.searchId, table.propertyId] })],
);

/**
 * Page views of property detail pages, counted per property and day (Europe/Brussels): nothing about the
 * visitor, no cookie, no address (docs/decisions/0019). Named property_visits until migration 0009.
 */
export const pageViews = pgTable(
  'page_views',
  {
    propertyId: integer('property_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.day] })],
);

/**
 * The page views already counted today, so that one client counts once per property and day: a keyed
 * hash of the client's address, the property and the day (lib/platform/security/secret.ts), never the address
 * itself. Housekeeping removes a day's rows once the day after it is over (docs/decisions/0036).
 */
export const pageViewKeys = pgTable(
  'page_view_keys',
  {
    key: text('key').primaryKey(),
    propertyId: integer('property_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [index('page_view_keys_day').on(table.day)],
);

const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Owner accounts: Better Auth's user model (docs/decisions/0020), created by the agency only
 * (`npm run owner`). An owner signs in with the e-mail or the username; `disabledAt` set means no
 * session can be made and none is left.
 */
export const owners = pgTable('owners', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  username: text('username').unique(),
  displayUsername: text('display_username'),
  /** The language of the mails the agency's commands send (en, nl or fr). */
  lang: text('lang').notNull().default('nl'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Sessions in the database; the cookie holds the (signed) token. */
export const ownerSessions = pgTable(
  'owner_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Never filled: IP tracking is off (nothing about where an owner signs in from is kept). */
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('owner_sessions_user').on(table.userId)],
);

/** Better Auth's accounts: here only the 'credential' one, which holds the password hash. */
export const ownerAccounts = pgTable(
  'owner_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('owner_accounts_user').on(table.userId)],
);

/** Single-use tokens: the links to set or reset a password (`reset-password:<token>` → owner id). */
export const ownerVerifications = pgTable(
  'owner_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('owner_verifications_identifier').on(table.identifier)],
);

/** Which properties (ids of the catalogue) an owner sees. */
export const ownerProperties = pgTable(
  'owner_properties',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.propertyId] }), index('owner_properties_property').on(table.propertyId)],
);

/**
 * Failed logins per key (an account from one address, an address, an account from anywhere),
 * shared by every instance: the delay before the next try grows with the failures (lib/owner/auth/login-throttle.ts).
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

/**
 * Times a property (or a project) can be visited, added by the agency (`npm run visits`): operational
 * data, so here and not in the bundled catalogue (docs/decisions/0042). `capacity` is 1 for a private
 * visit, more for an open day (with a `label`); `agentId` is the catalogue's id of the agent who shows
 * it. A cancelled slot keeps its row (its bookings point at it); it is never offered again.
 */
export const visitSlots = pgTable(
  'visit_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id'),
    projectId: integer('project_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    capacity: integer('capacity').notNull(),
    label: text('label'),
    agentId: text('agent_id'),
    /**
     * The CRM's appointment this slot is (Omnicasa's AppointmentID), when the agency linked it
     * (`npm run visits -- add … --crm-appointment ID`): a booking's lead attaches the visitor to it.
     */
    crmAppointmentId: integer('crm_appointment_id'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    // The free slots of one property (or project) from now on: the booking page and the "full" answer.
    index('visit_slots_property_start').on(table.propertyId, table.startsAt),
    index('visit_slots_project_start').on(table.projectId, table.startsAt),
    // Tomorrow's slots, for the reminders.
    index('visit_slots_start').on(table.startsAt),
    check('visit_slots_one_subject', sql`num_nonnulls(${table.propertyId}, ${table.projectId}) = 1`),
    check('visit_slots_minutes', sql`${table.minutes} between 5 and 480`),
    check('visit_slots_capacity', sql`${table.capacity} between 1 and 500`),
    check('visit_slots_crm_appointment', sql`${table.crmAppointmentId} > 0`),
  ],
);

/**
 * A visitor's place in a slot. `status` is 'booked' or 'cancelled'; "took place" is not stored but read
 * from the slot's end being past. The e-mail is lower-cased (one visitor's bookings are counted by it,
 * docs/decisions/0042). Booking never exceeds the slot's capacity: one transaction locks the slot's row
 * first (lib/platform/dal/visit-slots.ts).
 */
export const visitBookings = pgTable(
  'visit_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => visitSlots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    lang: text('lang').notNull(),
    status: text('status').notNull().default('booked'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * The first booking of a visit moved from slot to slot (a move makes a new row): its calendar
     * event's UID, so the visitor's calendar keeps one event across moves. Null for a first booking.
     * Not a foreign key: only an id to name the event by, whatever became of that row.
     */
    originBookingId: uuid('origin_booking_id'),
    /** How many times the visit was moved before this booking: its calendar event's SEQUENCE. */
    moves: integer('moves').notNull().default(0),
  },
  (table) => [
    // A slot's live bookings, counted under the slot's lock.
    index('visit_bookings_slot').on(table.slotId, table.status),
    // One visitor's bookings (the per-visitor limit; a GDPR export or erasure).
    index('visit_bookings_email').on(table.email),
    // One place per visitor and slot: booking the same slot twice gives back the first booking.
    uniqueIndex('visit_bookings_once')
      .on(table.slotId, table.email)
      .where(sql`${table.status} = 'booked'`),
    check('visit_bookings_status', sql`${table.status} in ('booked', 'cancelled')`),
    check('visit_bookings_cancelled', sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`),
    check('visit_bookings_lang', sql`${table.lang} in ('nl', 'fr', 'en', 'de')`),
    check('visit_bookings_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * Webhook calls of a CRM that pushes its changes (SweepBright: app/api/crm/sweepbright/route.ts), queued
 * as they arrive and applied by the next catalogue sync (lib/agency/crm/sweepbright). A burst for one
 * estate is one pending row: the unique index below holds one unclaimed pending row per estate, and a
 * new call updates it (the latest wins; a deletion is never undone by an update). A sync claims rows
 * (`claim`, until `claimedUntil`) and marks them done after its run, or hands them back with the error;
 * a call that arrives during a run makes a new pending row, for the next run.
 */
export const crmWebhookEvents = pgTable(
  'crm_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crm: text('crm').notNull(),
    /** The CRM's id of the estate (SweepBright's UUID). */
    estateId: text('estate_id').notNull(),
    /** 'estate-added', 'estate-updated' or 'estate-deleted'. */
    event: text('event').notNull(),
    /** When the CRM says it happened, if it says. */
    happenedAt: timestamp('happened_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'pending', 'done' or 'failed'. */
    status: text('status').notNull().default('pending'),
    /** The sync run holding the row, and until when; null while unclaimed. */
    claim: uuid('claim'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('crm_webhook_events_coalesce')
      .on(table.crm, table.estateId)
      .where(sql`${table.status} = 'pending' and ${table.claim} is null`),
    index('crm_webhook_events_due').on(table.crm, table.status, table.receivedAt),
    check('crm_webhook_events_status', sql`${table.status} in ('pending', 'done', 'failed')`),
    check('crm_webhook_events_event', sql`${table.event} in ('estate-added', 'estate-updated', 'estate-deleted')`),
  ],
);

/**
 * Our integer ids for a CRM's own ids (SweepBright's UUIDs): our data files and URLs name a property by
 * an integer. Given once, from 1,000,000 up (clear of the hand-made catalogue's ids), and never reused:
 * an estate keeps its id, and its pages their URLs, across syncs and after a deletion and a return.
 */
export const crmIds = pgTable(
  'crm_ids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1_000_000 }),
    crm: text('crm').notNull(),
    externalId: text('external_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('crm_ids_external').on(table.crm, table.externalId)],
);

/**
 * Problems someone at the agency must hear of, once each (lib/agency/notices): a sync that keeps failing,
 * a record held back, a lead the CRM refused, a mail given up. A row per problem, by key; `mailed_at` is
 * set by the one process that queues its mail, `resolved_at` when it is over (a recurrence opens it
 * again and is told again).
 */
export const agencyNotices = pgTable(
  'agency_notices',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    /** What the mail and the log said of it (one line or a few). */
    detail: text('detail').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('agency_notices_open').on(table.kind, table.resolvedAt)],
);

/**
 * The agency's staff: Better Auth's user model of the desk (docs/decisions/0058), apart from the owners'.
 * Made by an administrator, or the first one by `npm run staff -- add`. `role` is `admin` (everything,
 * staff accounts included) or `agent` (their own listings' visits, and the leads); `agentId` is the
 * catalogue's id of the agent an account is (team.json), for an agent's own slots. `disabledAt` set means
 * no session can be made and none is left.
 */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull(),
    agentId: text('agent_id'),
    /** The desk's language for this account (en, nl or fr), and its mails'. */
    lang: text('lang').notNull().default('nl'),
    /** Better Auth's two-factor plugin: set once the account's authenticator app is confirmed. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('staff_role', sql`${table.role} in ('admin', 'agent')`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Never filled: IP tracking is off, as for owners. */
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('staff_sessions_user').on(table.userId)],
);

/** The 'credential' account of a staff member: the password's hash. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('staff_accounts_user').on(table.userId)],
);

/** Single-use tokens of the desk: the links to set a password, and the second factor's pending sign-ins. */
export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('staff_verifications_identifier').on(table.identifier)],
);

/** A staff member's authenticator (TOTP) secret and backup codes, encrypted by Better Auth's two-factor plugin. */
export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('staff_two_factors_user').on(table.userId), index('staff_two_factors_secret').on(table.secret)],
);

/**
 * What was done at the desk, by whom and when: every action a staff member takes (and a refused one),
 * written in the same transaction as the action. `staffId` stays when the account is removed (no
 * reference): the log outlives the people in it. `target` names what was acted on (`slot:12`,
 * `submission:<id>`, `owner:<id>`, `person:<e-mail hash>`), never a visitor's data itself.
 */
export const deskAudit = pgTable(
  'desk_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: text('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    outcome: text('outcome').notNull().default('done'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [index('desk_audit_at').on(table.at), index('desk_audit_staff').on(table.staffId, table.at)],
);

export const schema = {
  submissions,
  uploads,
  outbox,
  captchaSpent,
  rateLimits,
  newsletterSubscribers,
  searches,
  catalogueSnapshot,
  alertsSent,
  pageViews,
  pageViewKeys,
  owners,
  ownerSessions,
  ownerAccounts,
  ownerVerifications,
  ownerProperties,
  loginFailures,
  visitSlots,
  visitBookings,
  crmWebhookEvents,
  crmIds,
  agencyNotices,
  staff,
  staffSessions,
  staffAccounts,
  staffVerifications,
  staffTwoFactors,
  deskAudit,
};
