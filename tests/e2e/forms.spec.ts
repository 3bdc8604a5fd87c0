// The twelve forms and the project enquiry (issue 14), as a visitor meets them: filled in with valid
// input, in nl and in fr, each lands on its thank-you page (or answers in place), its row is in the
// database and its mails reach the loopback SMTP server; the required-field and format messages appear
// at their fields; each is sent once with JavaScript off, answering the typed captcha. axe scans every
// form, in its error state too.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Locator, Page } from '@playwright/test';
import { openToken } from '@/lib/visitor/captcha/code';
import { deriveKey } from '@/lib/platform/security/keys';
import { formatEuro } from '@/lib/catalogue/format/price';
import { RENT_DEPOSIT_MONTHS } from '@/lib/catalogue/property/rental';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import { test, expect, scanA11y } from './fixtures';
import { files } from './site-data';
import { MAIN_STATE_DIR } from './environment';
import { hiddenFields, sendForm } from './form-post';
import { countRows, database, submissionsBy } from './database';
import { mailsMentioning, mailsTo, uniqueAddress, type Mail } from './mail';
import { runCommand } from './commands';

type Lang = 'nl' | 'fr';
type Messages = typeof nl;
const MESSAGES: Record<Lang, Messages> = { nl, fr };
const LANGS: readonly Lang[] = ['nl', 'fr'];
const AGENCY = files['site.json'].contact.email;
/** Property forms write to the property's contact person, when it has one. */
const inboxOf = (propertyId: number) => {
  const agentId = files['properties.json'].properties.find((p) => p.ID === propertyId)!.AgentID;
  return files['team.json'].members.find((m) => m.ID === agentId)?.Email ?? AGENCY;
};

// The forms are the same on every viewport; one project keeps the suite short (mobile layouts of the
// forms are covered by the detail page's own specs and the screenshots reviewed for this issue). Each
// test has its own addresses, so they run in parallel, spread over the workers.
test.describe.configure({ mode: 'parallel' });
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'forms are tested once, on the desktop project'));

/**
 * Each test is a visitor of its own, as the reverse proxy in front tells them apart (the last
 * X-Forwarded-For entry, docs/forms-and-mail.md), so the forms' rate limits count per test and a retry starts afresh.
 */
const clientOf = (testInfo: { testId: string; retry: number }) => {
  const hash = [...`${testInfo.testId}:${testInfo.retry}`].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return `10.${(hash >> 16) & 255}.${(hash >> 8) & 255}.${hash & 255}`;
};
test.use({ extraHTTPHeaders: async ({}, provide, testInfo) => provide({ 'x-forwarded-for': clientOf(testInfo) }) });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any count of an ICU plural message with `one` and `other` ("{count, plural, one {…} other {# …}}"). */
const countMessage = (icu: string) => {
  const [, one, other] = /one \{([^}]*)\} other \{([^}]*)\}/.exec(icu)!;
  return new RegExp(`^(?:${escape(one!)}|${escape(other!).replace('#', '\\d+')})$`);
};
/** A label's text as found: the required marker "*" and its word for screen readers "(verplicht)" may follow. */
const labelled = (label: string) => new RegExp(`^${escape(label).replace(/\u00a0/g, '\\s')}(?: \\*)?(?: ?\\(.*\\))?$`);
/** A field by its visible label. */
const field = (scope: Locator, label: string) => scope.getByLabel(labelled(label));
/** A group of radio buttons (radiogroup) or checkboxes (group) by its legend. */
const group = (scope: Locator, label: string) => {
  const name = labelled(label);
  return scope.getByRole('radiogroup', { name }).or(scope.getByRole('group', { name }));
};

const saleId = 4101;
const rentId = files['properties.json'].properties.find((p) => p.Goal !== 0 && p.language === 'nl' && ![2, 3].includes(p.Marquee))!.ID;
const projectId = files['projects.json'].projects[0]!.ID;
const typeName = (lang: Lang, index = 0) =>
  files['types.json'].types.filter((t) => t.language === lang).sort((a, b) => a.ShowOrder - b.ShowOrder)[index]!.Name;
const zone = (lang: Lang) => {
  const city = files['cities.json'].cities.find((c) => c.language === lang && c.Name === (lang === 'nl' ? 'Gent' : 'Gand'))!;
  return `${city.Name} (${city.Zip})`;
};

/** Opens a form that is folded under its summary; the form itself. */
async function openForm(page: Page, lang: Lang, form: keyof Messages['Forms'] & string, summary?: string): Promise<Locator> {
  const t = MESSAGES[lang].Forms as unknown as Record<string, { title: string }>;
  if (summary) await page.locator('summary').getByText(summary, { exact: true }).click();
  const section = page.locator(`section#${form}`);
  await expect(section.getByRole('heading', { name: t[form]!.title })).toBeAttached();
  return section.locator('form');
}

async function fillPerson(form: Locator, lang: Lang, email: string, { title = true, phone = true } = {}) {
  const f = MESSAGES[lang].Forms.fields;
  if (title) await field(form, f.title).selectOption('ms');
  await field(form, f.firstName).fill('Els');
  await field(form, f.lastName).fill('Van den Bossche');
  await field(form, f.email).fill(email);
  if (phone) await field(form, f.phone).fill('0470 12 34 56');
}

async function submit(form: Locator, lang: Lang, label = MESSAGES[lang].Forms.submit) {
  await form.getByRole('button', { name: label }).click();
}

interface FormCase {
  form: string;
  /** The language its required-field and JavaScript-off tests run in (its valid submission runs in both). */
  lang: Lang;
  /** Where the form is, per language (a neutral or localized path). */
  paths: Record<Lang, string>;
  /** The summary to open first, if the form is folded. */
  summary?: (t: Messages) => string;
  fill(form: Locator, lang: Lang, email: string): Promise<void>;
  /** The thank-you page, or the message the form answers with in place. */
  thanks: 'page' | ((t: Messages) => string);
  /** Who gets a mail besides the visitor's confirmation. */
  mails(email: string, lang: Lang): { to: string; subject?: RegExp; attachments?: number }[];
  /** Required fields left empty, and the message each shows. */
  required: (t: Messages) => [label: string, message: string][];
  submitLabel?: (t: Messages) => string;
  /** Fields a failed post does not give back (passwords, files): filled in again, as a person would. */
  refill?(form: Locator, lang: Lang, email: string): Promise<void>;
}

/** The friend a test's visitor writes to: an address of that test's own. */
const friendOf = (email: string) => email.replace('@', '.friend@');

const CASES: FormCase[] = [
  {
    form: 'contact-me',
    lang: 'nl',
    paths: { nl: `/property/${saleId}/?lng=nl`, fr: `/property/${saleId}/?lng=fr` },
    async fill(form, lang, email) {
      await fillPerson(form, lang, email);
      await field(form, MESSAGES[lang].Forms.fields.remark).fill('Is de tuin op het zuiden gericht?');
    },
    thanks: 'page',
    // A fixed subject: nothing the visitor typed goes into a header.
    // The agency reads its mails in the site's language, whatever the visitor's.
    mails: (email) => [
      { to: inboxOf(saleId), subject: new RegExp(`^${escape(nl.Mail.agency.subject.replace('{form}', 'Vraag om meer informatie'))}$`) },
      { to: email },
    ],
    required: (t) => [
      [t.Forms.fields.title, t.Forms.errors.title],
      [t.Forms.fields.firstName, t.Forms.errors.firstName],
      [t.Forms.fields.lastName, t.Forms.errors.lastName],
      [t.Forms.fields.email, t.Forms.errors.email],
      [t.Forms.fields.phone, t.Forms.errors.phone],
    ],
  },
  {
    form: 'contact-appointment',
    lang: 'fr',
    paths: { nl: `/property/${saleId}/?lng=nl`, fr: `/property/${saleId}/?lng=fr` },
    summary: (t) => t.Forms['contact-appointment'].title,
    async fill(form, lang, email) {
      await fillPerson(form, lang, email);
      await group(form, MESSAGES[lang].Forms.fields.contactTime).getByLabel('14:00 – 16:00').check();
    },
    thanks: 'page',
    mails: (email) => [{ to: inboxOf(saleId) }, { to: email }],
    required: (t) => [
      [t.Forms.fields.firstName, t.Forms.errors.firstName],
      [t.Forms.fields.contactTime, t.Forms.errors.contactTime],
    ],
  },
  {
    form: 'send-to-friend',
    lang: 'nl',
    paths: { nl: `/property/${saleId}/?lng=nl`, fr: `/property/${saleId}/?lng=fr` },
    summary: (t) => t.Forms['send-to-friend'].title,
    async fill(form, lang, email) {
      const f = MESSAGES[lang].Forms.fields;
      await field(form, f.firstName).fill('Els');
      await field(form, f.lastName).fill('Van den Bossche');
      await field(form, f.email).fill(email);
      await field(form, f.friendName).fill('Tom');
      await field(form, f.friendEmail).fill(friendOf(email));
      await field(form, f.friendNote).fill('Kijk eens, <b>dit</b> is iets voor jou!');
    },
    thanks: 'page',
    mails: (email, lang) => [
      {
        to: friendOf(email),
        subject: new RegExp(`^${escape(MESSAGES[lang].Mail.friend.subject.replace('{agency}', files['site.json'].name))}$`),
      },
    ],
    required: (t) => [
      [t.Forms.fields.friendName, t.Forms.errors.friendName],
      [t.Forms.fields.friendEmail, t.Forms.errors.friendEmail],
    ],
  },
  {
    form: 'documents',
    lang: 'fr',
    paths: { nl: `/property/${saleId}/?lng=nl`, fr: `/property/${saleId}/?lng=fr` },
    summary: (t) => t.Property.requestDocuments,
    async fill(form, lang, email) {
      await fillPerson(form, lang, email, { title: false, phone: false });
    },
    thanks: (t) => t.Forms.messages.documentsSent,
    mails: (email) => [
      { to: inboxOf(saleId) },
      { to: email, attachments: files['properties.json'].properties.find((p) => p.ID === saleId && p.language === 'fr')!.Documents.length },
    ],
    required: (t) => [
      [t.Forms.fields.firstName, t.Forms.errors.firstName],
      [t.Forms.fields.email, t.Forms.errors.email],
    ],
  },
  {
    form: 'purchase-offer',
    lang: 'nl',
    paths: { nl: `/property/${saleId}/?lng=nl`, fr: `/property/${saleId}/?lng=fr` },
    summary: (t) => t.Forms['purchase-offer'].title,
    async fill(form, lang, email) {
      const f = MESSAGES[lang].Forms.fields;
      await fillPerson(form, lang, email);
      await field(form, f.street).fill('Veldstraat 12');
      await field(form, f.zip).fill('9000');
      await field(form, f.city).fill('Gent');
      await field(form, f.amount).fill('395.000');
      await field(form, f.amountWords).fill(
        lang === 'nl' ? 'driehonderdvijfennegentigduizend euro' : 'trois cent nonante-cinq mille euros',
      );
      await field(form, f.startDate).fill('2026-12-01');
      await field(form, f.endDate).fill('2026-12-15');
      await field(form, f.place).fill('Gent');
      await field(form, f.signDate).fill('2026-12-01');
      await field(form, f.personA).fill('Els Van den Bossche');
    },
    thanks: 'page',
    mails: (email) => [{ to: inboxOf(saleId) }, { to: email }],
    required: (t) => [
      [t.Forms.fields.amount, t.Forms.errors.amount],
      [t.Forms.fields.amountWords, t.Forms.errors.amountWords],
      [t.Forms.fields.startDate, t.Forms.errors.startDate],
      [t.Forms.fields.endDate, t.Forms.errors.endDate],
      [t.Forms.fields.place, t.Forms.errors.place],
      [t.Forms.fields.signDate, t.Forms.errors.signDate],
      [t.Forms.fields.personA, t.Forms.errors.personA],
      [t.Forms.fields.street, t.Forms.errors.address],
      [t.Forms.fields.zip, t.Forms.errors.zip],
      [t.Forms.fields.city, t.Forms.errors.city],
    ],
  },
  {
    form: 'rental-application',
    lang: 'fr',
    paths: { nl: `/property/${rentId}/?lng=nl`, fr: `/property/${rentId}/?lng=fr` },
    summary: (t) => t.Forms['rental-application'].title,
    async fill(form, lang, email) {
      const f = MESSAGES[lang].Forms.fields;
      await fillPerson(form, lang, email);
      await field(form, f.adults).fill('2');
      await field(form, f.kids).fill('1');
      await field(form, f.movingDate).fill('2027-02-01');
      await field(form, f.income1).fill('3200');
      // The last confirmation names what is paid at signing, three months' deposit among it.
      const rent = files['properties.json'].properties.find((p) => p.ID === rentId && p.language === lang)!.Price!;
      await expect(form.getByRole('checkbox').last()).toHaveAccessibleName(
        new RegExp(escape(formatEuro(rent * RENT_DEPOSIT_MONTHS)!).replace(/\s/g, '\\s')),
      );
      for (const box of await form.getByRole('checkbox').all()) await box.check();
    },
    thanks: 'page',
    mails: (email) => [{ to: inboxOf(rentId) }, { to: email }],
    required: (t) => [
      [t.Forms.fields.adults, t.Forms.errors.number],
      [t.Forms.fields.movingDate, t.Forms.errors.movingDate],
      [t.Forms.fields.income1, t.Forms.errors.income],
      [t.Forms.fields.confirmIncome, t.Forms.errors.confirmIncome],
      [t.Forms.fields.confirmPersons, t.Forms.errors.confirmPersons],
      [t.Forms.fields.confirmDescription, t.Forms.errors.confirmDescription],
    ],
  },
  {
    form: 'contact-construction',
    lang: 'nl',
    paths: { nl: `/project/${projectId}/?lng=nl`, fr: `/project/${projectId}/?lng=fr` },
    async fill(form, lang, email) {
      await fillPerson(form, lang, email);
    },
    thanks: 'page',
    mails: (email) => [{ to: AGENCY }, { to: email }],
    required: (t) => [[t.Forms.fields.email, t.Forms.errors.email]],
  },
  {
    form: 'contact-demand',
    lang: 'fr',
    paths: { nl: '/nl/gratis-schatting/', fr: '/fr/estimation-gratuite/' },
    async fill(form, lang, email) {
      const f = MESSAGES[lang].Forms.fields;
      await fillPerson(form, lang, email);
      await field(form, f.propertyStreet).fill('Rue Haute 5');
      await field(form, f.propertyZip).fill('5000');
      await field(form, f.propertyCity).fill('Namur');
      await field(form, f.type).selectOption({ label: typeName(lang) });
      await group(form, f.goal).getByLabel(f.goals.sell, { exact: true }).check();
    },
    thanks: 'page',
    mails: (email) => [{ to: AGENCY }, { to: email }],
    required: (t) => [
      [t.Forms.fields.propertyStreet, t.Forms.errors.demandAddress],
      [t.Forms.fields.propertyZip, t.Forms.errors.zip],
      [t.Forms.fields.propertyCity, t.Forms.errors.city],
      [t.Forms.fields.goal, t.Forms.errors.goal],
    ],
  },
  {
    form: 'demand-register',
    lang: 'nl',
    paths: { nl: '/nl/wij-zoeken/', fr: "/fr/j'inscris-ma-recherche/" },
    async fill(form, lang, email) {
      const f = MESSAGES[lang].Forms.fields;
      await fillPerson(form, lang, email);
      await field(form, f.password).fill('zonnige tuin 2027');
      await field(form, f.passwordConfirm).fill('zonnige tuin 2027');
      await group(form, f.goal).getByLabel(f.goals.buy, { exact: true }).check();
      await group(form, f.types).getByLabel(typeName(lang), { exact: true }).check();
      await group(form, f.zones).getByLabel(zone(lang), { exact: true }).check();
      await field(form, f.priceMax).fill('450000');
    },
    thanks: 'page',
    mails: (email, lang) => [{ to: AGENCY }, { to: email, subject: new RegExp(escape(MESSAGES[lang].Mail.search.subject)) }],
    async refill(form, lang) {
      await field(form, MESSAGES[lang].Forms.fields.password).fill('zonnige tuin 2027');
      await field(form, MESSAGES[lang].Forms.fields.passwordConfirm).fill('zonnige tuin 2027');
    },
    required: (t) => [
      [t.Forms.fields.password, t.Forms.errors.password],
      [t.Forms.fields.passwordConfirm, t.Forms.errors.passwordConfirm],
      [t.Forms.fields.goal, t.Forms.errors.goal],
      [t.Forms.fields.types, t.Forms.errors.types],
      [t.Forms.fields.zones, t.Forms.errors.zones],
    ],
  },
  {
    form: 'site-contact',
    lang: 'fr',
    paths: { nl: '/nl/contact/', fr: '/fr/contact/' },
    async fill(form, lang, email) {
      await fillPerson(form, lang, email);
      await field(form, MESSAGES[lang].Forms.fields.remark).fill('Bonjour, êtes-vous ouverts le samedi ?');
    },
    thanks: 'page',
    mails: (email) => [{ to: AGENCY }, { to: email }],
    required: (t) => [
      [t.Forms.fields.remark, t.Forms.errors.remark],
      [t.Forms.fields.lastName, t.Forms.errors.lastName],
    ],
  },
  {
    form: 'testimonial',
    lang: 'nl',
    paths: { nl: '/nl/getuigenissen/', fr: '/fr/temoignages/' },
    async fill(form, lang, email) {
      const f = MESSAGES[lang].Forms.fields;
      await field(form, f.name).fill('Familie Peeters');
      await field(form, f.email).fill(email);
      await field(form, f.about).fill('Kopers van een rijwoning in Gent');
      await field(form, f.comment).fill('Vlot en eerlijk advies, van het eerste bezoek tot de akte.');
    },
    thanks: 'page',
    mails: (email) => [{ to: AGENCY }, { to: email }],
    required: (t) => [
      [t.Forms.fields.name, t.Forms.errors.name],
      [t.Forms.fields.comment, t.Forms.errors.comment],
    ],
  },
  {
    form: 'job-contact',
    lang: 'fr',
    paths: { nl: '/nl/vacatures/', fr: '/fr/emplois/' },
    async fill(form, lang, email) {
      await fillPerson(form, lang, email, { title: false });
      await field(form, MESSAGES[lang].Forms.fields.cv).setInputFiles({
        name: 'cv els.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
    },
    thanks: 'page',
    mails: () => [{ to: AGENCY, attachments: 1 }],
    refill: (form, lang, email) => CASES.find((k) => k.form === 'job-contact')!.fill(form, lang, email),
    required: (t) => [[t.Forms.fields.cv, t.Forms.errors.cv]],
  },
  {
    form: 'sign-newsletter',
    lang: 'nl',
    paths: { nl: '/nl/', fr: '/fr/' },
    async fill(form, lang, email) {
      await field(form, MESSAGES[lang].Forms['sign-newsletter'].emailLabel).fill(email);
    },
    submitLabel: (t) => t.Forms['sign-newsletter'].submit,
    thanks: 'page',
    mails: (email, lang) => [{ to: email, subject: new RegExp(escape(MESSAGES[lang].Mail.newsletter.subject)) }],
    required: (t) => [[t.Forms['sign-newsletter'].emailLabel, t.Forms.errors.email]],
  },
];

const THANK_YOU = { nl: 'bedankt', fr: 'merci' } as const;

async function expectThanks(page: Page, c: FormCase, form: Locator, lang = c.lang) {
  const t = MESSAGES[lang];
  if (c.thanks === 'page') {
    await expect(page).toHaveURL(new RegExp(`/${lang}/${THANK_YOU[lang]}/${c.form}/$`), { timeout: 30_000 });
    const thanks = (t.Thanks as unknown as Record<string, { title: string }>)[c.form]!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks.title);
  } else {
    await expect(page.locator(`section#${c.form}`).getByRole('status')).toHaveText(c.thanks(t), { timeout: 30_000 });
    await expect(form).toHaveCount(0);
  }
}

async function expectStoredAndMailed(c: FormCase, email: string, lang = c.lang) {
  // The newsletter, the friend and the job form keep the sender's address as the submission's e-mail too.
  await expect.poll(async () => (await submissionsBy(email)).map((row) => row.form)).toEqual([c.form]);
  const [row] = await submissionsBy(email);
  expect(row!.lang).toBe(lang);
  for (const expected of c.mails(email, lang)) {
    // The agency's inbox gets every test's mails: keep the ones about this visitor.
    const shared = expected.to !== email && expected.to !== friendOf(email);
    const mails = shared ? await mailsMentioning(expected.to, email) : await mailsTo(expected.to);
    expect(mails.length, `a mail to ${expected.to}`).toBeGreaterThanOrEqual(1);
    const mail: Mail = mails[0]!;
    if (expected.subject) expect(mail.subject).toMatch(expected.subject);
    if (expected.attachments !== undefined) expect(mail.attachments).toHaveLength(expected.attachments);
    expect(mail.text.length).toBeGreaterThan(20);
    expect(mail.html).toContain('<');
  }
}

for (const c of CASES) {
  test.describe(c.form, () => {
    for (const lang of LANGS) {
      test(`valid input in ${lang} lands on its thank-you page, is stored and mailed`, async ({ page }) => {
        const email = uniqueAddress(`${c.form}-${lang}`);
        await page.goto(c.paths[lang]);
        const form = await openForm(page, lang, c.form as never, c.summary?.(MESSAGES[lang]));
        // The page was scanned at its goto; what opening the form changed is the form's section.
        await scanA11y(page, { include: [`section#${c.form}`] });
        await c.fill(form, lang, email);
        await submit(form, lang, c.submitLabel?.(MESSAGES[lang]));
        await expectThanks(page, c, form, lang);
        await expectStoredAndMailed(c, email, lang);
      });
    }

    for (const lang of LANGS) {
      test(`each required field says what it needs in ${lang}, beside it, and the input stays`, async ({ page }) => {
        const t = MESSAGES[lang];
        // A campaign tag of this test's own, which a stored submission would carry (the other tests of
        // this form run at the same time, so "a row in the last seconds" could be theirs).
        const marker = uniqueAddress(`${c.form}-${lang}-empty`);
        const path = c.paths[lang];
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}utm_content=${encodeURIComponent(marker)}`);
        const form = await openForm(page, lang, c.form as never, c.summary?.(t));
        await submit(form, lang, c.submitLabel?.(t));
        for (const [label, message] of c.required(t)) {
          const control =
            label === t.Forms.fields.contactTime ||
            label === t.Forms.fields.goal ||
            label === t.Forms.fields.types ||
            label === t.Forms.fields.zones
              ? group(form, label)
              : field(form, label);
          await expect(control, label).toHaveAttribute('aria-invalid', 'true');
          await expect(control, label).toHaveAccessibleDescription(new RegExp(escape(message)));
        }
        // Every field marked required says so too, not only the ones listed with their message.
        const marked = form.locator('[aria-required="true"], fieldset:has(> legend .form__required)');
        expect(await marked.count()).toBeGreaterThanOrEqual(c.required(t).length);
        for (const control of await marked.all()) await expect(control).toHaveAttribute('aria-invalid', 'true');
        // Above the fields, announced: the site contact's "fields in red" (docs/product.md section 5), the others a count;
        // then every error at once, each a link to its field (issue 36). The summary takes the focus.
        const summary = form.locator('.form__summary[role="alert"]');
        if (c.form === 'site-contact') await expect(summary.locator('p')).toHaveText(t.Forms.messages.fieldsInRed);
        else await expect(summary.locator('p')).toHaveText(countMessage(t.Forms.errorSummary));
        await expect(summary).toBeFocused();
        const links = summary.getByRole('link');
        await expect(links).toHaveCount(await form.locator('[aria-invalid="true"]').count());
        for (const [, message] of c.required(t)) await expect(links.filter({ hasText: message })).toHaveCount(1);
        // Following a link puts the focus in its field.
        const [, firstMessage] = c.required(t)[0]!;
        const first = links.filter({ hasText: firstMessage });
        const target = (await first.getAttribute('href'))!.slice(1);
        await first.click();
        await expect(form.locator(`[id="${target}"]`)).toBeFocused();
        await scanA11y(page, { include: [`section#${c.form}`] });
        expect(await countRows('submissions', "form = $1 AND utm->>'utm_content' = $2", [c.form, marker])).toBe(0);
      });
    }
  });
}

test.describe('every error in one answer, the summary first (issue 36)', () => {
  test('without JavaScript, the demand register says a common password, a wrong price and no goal, type or place at once; the summary takes the focus and links to each field', async ({
    browser,
    baseURL,
  }) => {
    const t = MESSAGES.nl;
    const f = t.Forms.fields;
    const { context, page } = await withoutJavaScript(browser, baseURL);
    try {
      await page.goto('/nl/wij-zoeken/');
      const form = page.locator('section#demand-register form');
      await fillPerson(form, 'nl', uniqueAddress('rounds-nojs'));
      await field(form, f.password).fill('Wachtwoord');
      await field(form, f.passwordConfirm).fill('Wachtwoord');
      await field(form, f.priceMin).fill('veel');
      await submit(form, 'nl');
      const summary = page.locator('section#demand-register .form__summary');
      await expect(summary).toBeFocused();
      const expected = [
        t.Forms.errors.passwordCommon,
        t.Forms.errors.goal,
        t.Forms.errors.types,
        t.Forms.errors.zones,
        t.Forms.errors.priceRange,
      ];
      await expect(summary.getByRole('link')).toHaveCount(expected.length);
      for (const message of expected) await expect(summary.getByRole('link').filter({ hasText: message })).toHaveCount(1);
      // Each link leads to its field's element, which exists on the page.
      for (const link of await summary.getByRole('link').all())
        await expect(page.locator(`[id="${(await link.getAttribute('href'))!.slice(1)}"]`)).toHaveCount(1);
      // What was typed stays (not the password).
      await expect(field(page.locator('section#demand-register form'), f.priceMin)).toHaveValue('veel');
    } finally {
      await context.close();
    }
  });

  test('a testimonial with a wrong website and no comment flags both, the summary focused, in nl and fr', async ({ page }) => {
    for (const lang of LANGS) {
      const t = MESSAGES[lang];
      const f = t.Forms.fields;
      await page.goto(lang === 'nl' ? '/nl/getuigenissen/' : '/fr/temoignages/');
      const form = await openForm(page, lang, 'testimonial');
      await field(form, f.name).fill('Familie Peeters');
      await field(form, f.email).fill(uniqueAddress(`rounds-${lang}`));
      await field(form, f.website).fill('geen site');
      await submit(form, lang);
      const summary = form.locator('.form__summary');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([t.Forms.errors.website, t.Forms.errors.comment]);
      await expect(field(form, f.website)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(form, f.comment)).toHaveAttribute('aria-invalid', 'true');
    }
  });
});

/** The demand register filled in but for its places, with the neutral salutation (issue 61). */
async function fillDemand(form: Locator, lang: Lang, email: string) {
  const f = MESSAGES[lang].Forms.fields;
  await field(form, f.title).selectOption('none');
  await fillPerson(form, lang, email, { title: false });
  await field(form, f.password).fill('zonnige tuin 2027');
  await field(form, f.passwordConfirm).fill('zonnige tuin 2027');
  await group(form, f.goal).getByLabel(f.goals.buy, { exact: true }).check();
  await group(form, f.types).getByLabel(typeName(lang), { exact: true }).check();
}

/** The search the register kept, and the agency's mail about it (in the site's language, nl). */
async function registered(email: string) {
  const row = (await database().query<{ criteria: { zones: string[] } }>('SELECT criteria FROM searches WHERE email = $1', [email]))
    .rows[0]!;
  const [agency] = await mailsMentioning(AGENCY, email);
  return { zones: row.criteria.zones, mail: agency!.text };
}

for (const javaScript of [true, false]) {
  test(`the demand register takes any municipality by name or postal code, says which it does not know, and the agency's mail names them, JavaScript ${javaScript ? 'on' : 'off'} (issues 36, 61)`, async ({
    page: jsPage,
    browser,
    baseURL,
  }) => {
    const t = MESSAGES.fr;
    const f = t.Forms.fields;
    const email = uniqueAddress(`zones-typed-${javaScript ? 'js' : 'nojs'}`);
    const noJs = javaScript ? null : await withoutJavaScript(browser, baseURL);
    const page = noJs?.page ?? jsPage;
    await page.goto("/fr/j'inscris-ma-recherche/");
    const form = page.locator('section#demand-register form');
    await fillDemand(form, 'fr', email);
    // Bertem, Hasselt (3500) and Luxembourg's 1611 have no listings, so no box.
    await field(form, f.zonesOther).fill('Bertem, Atlantis');
    await submit(form, 'fr');
    await expect(field(form, f.zonesOther)).toHaveAccessibleDescription(new RegExp(escape(t.Forms.errors.zonesUnknown)));
    await expect(field(form, f.zonesOther)).toHaveValue('Bertem, Atlantis');
    await field(form, f.password).fill('zonnige tuin 2027');
    await field(form, f.passwordConfirm).fill('zonnige tuin 2027');
    await field(form, f.zonesOther).fill('Bertem, 3500, L-1611');
    // Without JavaScript the answer with the message asks for the captcha's characters too.
    if (noJs)
      await form
        .getByRole('textbox', { name: new RegExp(escape(t.Forms.captchaLabel)) })
        .fill(captchaAnswer(await form.locator('input[name="captcha_token"]').inputValue()));
    await submit(form, 'fr');
    await expect(page).toHaveURL(/\/fr\/merci\/demand-register\/$/);
    const { zones, mail } = await registered(email);
    expect(zones).toEqual(['3060', '3061', '3500', '1611']);
    expect(mail).toContain('Bertem (3060, 3061), Hasselt (3500), Luxembourg (1611)');
    // The neutral salutation: no "Aanspreking" row, no Dhr. or Mevr.
    expect(mail).not.toContain(MESSAGES.nl.Forms.fields.title);
    expect(mail).not.toMatch(/\b(?:Dhr|Mevr)\./);
    await noJs?.context.close();
  });
}

test('the demand register suggests municipalities by name as they are typed, several in one field (issue 61)', async ({ page }) => {
  const f = MESSAGES.nl.Forms.fields;
  await page.goto('/nl/wij-zoeken/');
  const input = field(page.locator('section#demand-register form'), f.zonesOther);
  const names = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/places/');
  await input.click();
  expect((await names).status()).toBe(200);
  await input.pressSequentially('Gent, Bert', { delay: 20 });
  const list = page.locator(`datalist#${await input.getAttribute('list')}`);
  await expect(list.locator('option[value="Gent, Bertem"]')).toBeAttached();
});

test.describe('format messages', () => {
  for (const lang of LANGS) {
    test(`a wrong e-mail, phone, postal code, amount in words and dates each say so at their field, in ${lang}`, async ({ page }) => {
      const t = MESSAGES[lang];
      const f = t.Forms.fields;
      await page.goto(`/property/${saleId}/?lng=${lang}`);
      const form = await openForm(page, lang, 'purchase-offer', t.Forms['purchase-offer'].title);
      await fillPerson(form, lang, 'els@@example');
      await field(form, f.phone).fill('0470 12 34');
      await field(form, f.zip).fill('90000');
      await field(form, f.amount).fill('395.000');
      await field(form, f.amountWords).fill(lang === 'nl' ? 'driehonderdduizend' : 'trois cent mille');
      await field(form, f.startDate).fill('2026-12-15');
      await field(form, f.endDate).fill('2026-12-01');
      // The advance is computed as the amount is typed.
      await expect(form.getByText('€ 39.500')).toBeVisible();
      await submit(form, lang);
      for (const [label, message] of [
        [f.email, t.Forms.errors.emailInvalid],
        [f.phone, t.Forms.errors.phoneInvalid],
        [f.zip, t.Forms.errors.zipInvalid],
        [f.amountWords, t.Forms.errors.amountWordsDifferent],
        [f.endDate, t.Forms.errors.endDateBeforeStart],
      ] as const)
        await expect(field(form, label), label).toHaveAccessibleDescription(new RegExp(escape(message)));
    });
  }

  test('the demand register says when the passwords are not the same, and never shows them again', async ({ page }) => {
    const t = MESSAGES.fr;
    const f = t.Forms.fields;
    await page.goto(`/fr/j'inscris-ma-recherche/`);
    const form = await openForm(page, 'fr', 'demand-register');
    await field(form, f.password).fill('un mot de passe long');
    await field(form, f.passwordConfirm).fill('un autre mot de passe');
    await submit(form, 'fr');
    await expect(field(form, f.passwordConfirm)).toHaveAccessibleDescription(new RegExp(escape(t.Forms.errors.passwordsDifferent)));
  });
});

test("a field is checked when it is left, then as it changes; after an attempt to send, every field as it changes; the summary lists them in the page's order", async ({
  page,
}) => {
  const t = MESSAGES.nl;
  const f = t.Forms.fields;
  await page.goto('/nl/gratis-schatting/');
  const form = await openForm(page, 'nl', 'contact-demand');
  const zip = field(form, f.propertyZip);
  const email = field(form, f.email);
  // Left empty: said at once (and the form's schema is in from now on).
  await zip.focus();
  await zip.blur();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAccessibleDescription(new RegExp(escape(t.Forms.errors.zip)));
  // Typed in but not left yet: nothing said while typing.
  await email.fill('els@@example');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await email.blur();
  await expect(email).toHaveAccessibleDescription(new RegExp(escape(t.Forms.errors.emailInvalid)));
  // Once left, corrected as it changes, before it is left again.
  await email.fill('els@example.be');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(email).toBeFocused();
  await zip.fill('9000');
  await expect(zip).not.toHaveAttribute('aria-invalid');
  // An attempt to send checks everything; the summary's links follow the fields' order on the page.
  await submit(form, 'nl');
  const summary = form.locator('.form__summary');
  await expect(summary).toBeFocused();
  const links = summary.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  const inPageOrder = await summary.evaluate((node) =>
    Array.from(node.querySelectorAll('a'), (a) => document.getElementById(a.getAttribute('href')!.slice(1))).every(
      (target, i, all) =>
        target !== null && (i === 0 || (all[i - 1]!.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0),
    ),
  );
  expect(inPageOrder).toBe(true);
  // A field never left is now corrected as it changes.
  const city = field(form, f.propertyCity);
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await city.fill('Gent');
  await expect(city).not.toHaveAttribute('aria-invalid');
  await expect(city).toBeFocused();
});

/** The answer to the typed captcha, read from its token with the test server's key (white-box). */
function captchaAnswer(token: string): string {
  const secret = fs.readFileSync(path.join(MAIN_STATE_DIR, 'secret'), 'utf8').trim();
  const opened = openToken(token, deriveKey(secret, 'captcha-code'));
  if (!opened) throw new Error('captcha token does not open with the test server key');
  return opened.answer;
}

async function withoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': clientOf(test.info()) },
  });
  return { context, page: await context.newPage() };
}

test('a folded form builds its fields when the visitor opens it; its heading is there before, for the contact bar', async ({ page }) => {
  const t = MESSAGES.nl;
  await page.goto(`/property/${saleId}/?lng=nl`);
  const section = page.locator('section#send-to-friend');
  await expect(section.getByRole('heading', { name: t.Forms['send-to-friend'].title, includeHidden: true })).toBeAttached();
  // Until then the fold holds only what a browser without JavaScript shows, kept as text in a <noscript>:
  // a link to the page with this form open.
  await expect(section.locator('noscript')).toHaveCount(1);
  const link = await section.locator('noscript').textContent();
  expect(link).toContain(`?form=send-to-friend#send-to-friend-title">${t.Forms.openForm}</a>`);
  await expect(section.locator('form, input, select, textarea')).toHaveCount(0);
  await section.locator('summary').click();
  await expect(field(section.locator('form'), t.Forms.fields.email)).toBeVisible();
  await expect(section.locator('noscript')).toHaveCount(0);
  await expect(section.locator('input[name="propertyId"]')).toHaveValue(String(saleId));
});

test('the page a fold links to has that form open, the others folded, and is not indexed', async ({ page }) => {
  const t = MESSAGES.fr;
  await page.goto(`/property/${saleId}/?lng=fr`);
  const canonical = new URL(page.url()).pathname;
  const response = await page.goto(`${canonical}?form=purchase-offer`);
  expect(response?.headers()['cache-control']).toMatch(/s-maxage=/);
  expect(response?.headers()['set-cookie']).toBeUndefined();
  await expect(page.locator('section#purchase-offer details')).toHaveAttribute('open', '');
  await expect(field(page.locator('section#purchase-offer form'), t.Forms.fields.email)).toBeVisible();
  await expect(page.locator('section#send-to-friend form')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${canonical}$`));
  // A form the property does not take (a rental application on a sale) leaves the page as it is.
  await page.goto(`${canonical}?form=rental-application`);
  await expect(page.locator('section#rental-application')).toHaveCount(0);
  await expect(page.locator('section#purchase-offer details')).not.toHaveAttribute('open', '');
});

test.describe('without JavaScript', () => {
  for (const c of CASES) {
    test(`${c.form} (${c.lang}): sent with the typed captcha`, async ({ browser, baseURL }) => {
      const t = MESSAGES[c.lang];
      const { context, page } = await withoutJavaScript(browser, baseURL);
      try {
        const email = uniqueAddress(`${c.form}-nojs`);
        await page.goto(c.paths[c.lang]);
        if (c.summary) {
          // A folded form links to the same page with it open (its own cached page, ?form=).
          await page.locator('summary').getByText(c.summary(t), { exact: true }).click();
          await page.locator(`section#${c.form}`).getByRole('link', { name: t.Forms.openForm }).click();
          await expect(page).toHaveURL(new RegExp(`\\?form=${c.form}#${c.form}-title$`));
          await expect(page.locator(`section#${c.form} details`)).toHaveAttribute('open', '');
        }
        let form = page.locator(`section#${c.form} form`);
        await c.fill(form, c.lang, email);
        await submit(form, c.lang, c.submitLabel?.(t));
        // The answer comes back as a page: the input is kept and the captcha asks for the characters.
        form = page.locator(`section#${c.form} form`);
        await expect(form.getByRole('alert')).toHaveText(t.Forms.messages.captchaNeeded);
        const captcha = form.getByRole('textbox', { name: new RegExp(escape(t.Forms.captchaLabel)) });
        await expect(captcha).toBeFocused();
        const token = await form.locator('input[name="captcha_token"]').inputValue();
        // A wrong answer says so and keeps the input.
        await captcha.fill('XXXXX');
        await c.refill?.(form, c.lang, email);
        await submit(form, c.lang, c.submitLabel?.(t));
        form = page.locator(`section#${c.form} form`);
        await expect(form.getByRole('textbox', { name: new RegExp(escape(t.Forms.captchaLabel)) })).toHaveAccessibleDescription(
          t.Forms.errors.captcha,
        );
        expect(token).not.toBe(await form.locator('input[name="captcha_token"]').inputValue());
        await c.refill?.(form, c.lang, email);
        await form
          .getByRole('textbox', { name: new RegExp(escape(t.Forms.captchaLabel)) })
          .fill(captchaAnswer(await form.locator('input[name="captcha_token"]').inputValue()));
        await submit(form, c.lang, c.submitLabel?.(t));
        await expectThanks(page, c, form);
        await expectStoredAndMailed(c, email);
      } finally {
        await context.close();
      }
    });
  }
});

test.describe('abuse', () => {
  test('the honeypot filled: the thank-you page, the submission kept as spam for the agency, nothing mailed or sent to the CRM', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await withoutJavaScript(browser, baseURL);
    try {
      // A password manager may fill the hidden field for a real person: their message must not be lost.
      const email = uniqueAddress('honeypot');
      await page.goto('/nl/contact/');
      const form = page.locator('section#site-contact form');
      await fillPerson(form, 'nl', email);
      await field(form, nl.Forms.fields.remark).fill('Graag meer info over uw diensten');
      await form.locator('input[name="website_url"]').fill('https://autofill.example');
      await submit(form, 'nl');
      await expect(page).toHaveURL(/\/nl\/bedankt\/site-contact\/$/);
      const [stored, ...more] = await submissionsBy(email);
      expect(more).toEqual([]);
      expect(stored).toMatchObject({
        form: 'site-contact',
        spam: true,
        fields: expect.objectContaining({ remark: 'Graag meer info over uw diensten' }),
      });
      // No mail of any kind (the agency's, the copy) and no lead for the CRM: the outbox, the only way
      // out to the SMTP server and the CRM, holds nothing of it, written in the same transaction.
      expect(await countRows('outbox', 'submission_id = $1', [stored!.id])).toBe(0);
      // The agency sees it, marked.
      const list = runCommand('submissions', ['list', '--limit', '1000'], { VITRINE_STATE_DIR: MAIN_STATE_DIR });
      expect(list.status, list.stderr).toBe(0);
      expect(list.stdout.split('\n').find((line) => line.includes(stored!.id))).toContain('received (spam)');
    } finally {
      await context.close();
    }
  });

  test('send to a friend: at most three mails a day to one address whoever sends them; a note with a link is refused; the input kept', async ({
    baseURL,
  }) => {
    const t = MESSAGES.nl;
    const page = `${baseURL}/property/${saleId}/?lng=nl&form=send-to-friend`;
    const response = await fetch(page);
    const hidden = hiddenFields(await response.text(), 'send-to-friend');
    const friend = uniqueAddress('flooded');
    const sender = (n: number, remark: string): [string, string][] => [
      ['firstName', 'Jan'],
      ['lastName', `Claes${n}`],
      ['email', uniqueAddress(`sender${n}`)],
      ['friendName', 'Tom'],
      // The same mailbox, written differently each time.
      ['friendEmail', n % 2 ? friend.toUpperCase() : friend.replace('@', `+tag${n}@`)],
      ['remark', remark],
    ];
    // A link in the note: refused on the note, before anything is counted or sent.
    const linked = await sendForm(response.url, hidden, sender(0, 'Kijk op cheap-watches.com/deal'), MAIN_STATE_DIR, {
      'x-forwarded-for': '10.98.0.1',
    });
    expect(linked.status).toBe(200);
    expect(linked.html).toContain(t.Forms.errors.noLinks);
    expect(linked.html).toContain('Kijk op cheap-watches.com/deal');
    // Three senders, each from an address of their own: all three sent.
    for (const n of [1, 2, 3]) {
      const sent = await sendForm(response.url, hidden, sender(n, `Bericht ${n}`), MAIN_STATE_DIR, {
        'x-forwarded-for': `10.98.0.${10 + n}`,
      });
      expect(sent.status, `sender ${n}`).toBe(303);
    }
    // A fourth, from yet another address: refused, saying why, the input kept.
    const refused = await sendForm(response.url, hidden, sender(4, 'Nog eentje'), MAIN_STATE_DIR, { 'x-forwarded-for': '10.98.0.20' });
    expect(refused.status).toBe(200);
    expect(refused.html).toContain(t.Forms.messages.recipientLimited);
    expect(refused.html).toContain('Nog eentje');
    // The three went out (two to the address as typed, lower-cased; one to its +tag form).
    expect(await mailsTo(friend, 2)).toHaveLength(2);
    // The counter holds a keyed hash, never the address.
    const { rows } = await database().query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'send-to-friend:to:%'");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.key).join(' ')).not.toContain(friend.split('@')[0]);
  });

  test('a document request twice from one address answers that it was already asked', async ({ page }) => {
    const email = uniqueAddress('twice');
    for (const expected of [fr.Forms.messages.documentsSent, fr.Forms.messages.documentsAlready]) {
      await page.goto(`/property/${saleId}/?lng=fr`);
      const form = await openForm(page, 'fr', 'documents', fr.Property.requestDocuments);
      await fillPerson(form, 'fr', email, { title: false, phone: false });
      await submit(form, 'fr');
      await expect(
        page
          .locator('section#documents')
          .getByRole('status')
          .or(page.locator('section#documents [role="alert"]'))
          .filter({ hasText: expected }),
      ).toBeVisible({ timeout: 30_000 });
    }
    expect(await submissionsBy(email)).toHaveLength(1);
  });
});

/**
 * Opens `path` on a phone's screen, where `island` is far below the first screen, and scrolls to it with our
 * server's scripts held from then on (delayed, not replaced) until `release()`: the island has asked for
 * its code, which has not come.
 */
async function nearWithCodeHeld(page: Page, path: string, island: Locator) {
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (/\/_next\/static\/chunks\/.+\.js/.test(req.url())) scripts.push(req.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const loadedWithPage = scripts.length;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
    await released;
    await route.continue();
  });
  await island.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length, { message: 'the island asks for its code once near the screen' }).toBeGreaterThan(loadedWithPage);
  return { release };
}

test('the footer newsletter form loads its code when the visitor comes near it, keeping what was typed and a submit pressed before it came', async ({
  page,
}) => {
  const email = uniqueAddress('island');
  const t = MESSAGES.nl.Forms['sign-newsletter'];
  const plainPosts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.isNavigationRequest()) plainPosts.push(req.url());
  });
  // The visitor types and presses the button before the form's code is in.
  const { release } = await nearWithCodeHeld(page, '/nl/', page.locator('section#sign-newsletter'));
  const form = page.locator('section#sign-newsletter form');
  await field(form, t.emailLabel).fill(email);
  await submit(form, 'nl', t.submit);
  release();
  await expect(page).toHaveURL(/\/nl\/bedankt\/sign-newsletter\/$/);
  // The press waited for the code and went as the form's own (a server action), not as a plain post.
  expect(plainPosts).toEqual([]);
  await expect
    .poll(
      async () =>
        (await database().query<{ email: string }>('SELECT email FROM newsletter_subscribers WHERE email = $1', [email])).rows.length,
    )
    .toBe(1);
});

test("the footer newsletter form's texts come with its code, not with the page, in the page's language", async ({ page, request }) => {
  const t = fr.Forms;
  // Its error and answer texts are in no page's HTML (the home page has no other form to share them with).
  const html = await (await request.get('/fr/')).text();
  for (const text of [t.errors.emailInvalid, t.messages.rateLimited, t.messages.captchaNeeded]) expect(html, text).not.toContain(text);
  const fetched: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/texts/')) fetched.push(new URL(req.url()).pathname);
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/fr/');
  await page.waitForLoadState('networkidle');
  expect(fetched, 'nothing is fetched before the visitor comes near the form').toEqual([]);
  const section = page.locator('section#sign-newsletter');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-island="live"]')).toHaveCount(1);
  expect(fetched).toEqual(['/api/texts/fr/newsletter/']);
  // The live form speaks French: the browser's check of an address, then its summary.
  const form = section.locator('form');
  await field(form, t['sign-newsletter'].emailLabel).fill('jean@');
  await field(form, t['sign-newsletter'].emailLabel).blur();
  await expect(form.getByText(t.errors.emailInvalid)).toBeVisible();
  // A language or a set that does not exist is a 404.
  expect((await request.get('/api/texts/xx/newsletter/')).status()).toBe(404);
  expect((await request.get('/api/texts/fr/forms/')).status()).toBe(404);
});

test("a detail page's forms load their code when the visitor comes near them, keeping what was typed, a fold opened and the focus", async ({
  page,
}) => {
  const t = MESSAGES.nl;
  const f = t.Forms.fields;
  // The forms' code (their frame and checks) is not loaded with the page; the visitor types in the open
  // form and opens a folded one by keyboard before it is in.
  const { release } = await nearWithCodeHeld(page, `/property/${saleId}/?lng=nl`, page.locator('section#contact-me'));
  const contact = page.locator('section#contact-me form');
  await field(contact, f.firstName).fill('Els');
  await field(contact, f.email).fill('els@example.be');
  const friend = page.locator('section#send-to-friend');
  await friend.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(friend.locator('details')).toHaveAttribute('open', '');
  await expect(friend.locator('form')).toHaveCount(0);
  release();
  // The folded form is built open, its summary keeps the focus, and the typed values are in the live form.
  await expect(field(friend.locator('form'), f.friendEmail)).toBeVisible();
  await expect(friend.locator('summary')).toBeFocused();
  await expect(field(contact, f.firstName)).toHaveValue('Els');
  await expect(field(contact, f.email)).toHaveValue('els@example.be');
  // The live form checks in the browser: an address emptied says so when the field is left.
  await field(contact, f.email).fill('');
  await field(contact, f.email).blur();
  await expect(field(contact, f.email)).toHaveAttribute('aria-invalid', 'true');
});

test.describe('confirmation and stop links', () => {
  test('the newsletter: the mail link asks for one click, confirms, and the one-click stop of RFC 8058 works', async ({
    page,
    request,
  }) => {
    const email = uniqueAddress('letter');
    await page.goto('/nl/');
    const form = page.locator('section#sign-newsletter form');
    await field(form, nl.Forms['sign-newsletter'].emailLabel).fill(email);
    await submit(form, 'nl', nl.Forms['sign-newsletter'].submit);
    await expect(page).toHaveURL(/\/nl\/bedankt\/sign-newsletter\/$/);
    const [mail] = await mailsTo(email);
    const status = async () =>
      (await database().query<{ status: string }>('SELECT status FROM newsletter_subscribers WHERE email = $1', [email])).rows[0]?.status;
    expect(await status()).toBe('pending');
    // Following the link changes nothing by itself (a mail scanner may follow it); the button does.
    const confirm = new URL(/https?:\/\/\S+\/nl\/inschrijving\/\?token=[\w.-]+/.exec(mail!.text)![0]);
    await page.goto(`${confirm.pathname}${confirm.search}`);
    expect(await status()).toBe('pending');
    await page.getByRole('button', { name: nl.Subscription.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Subscription.confirmed);
    expect(await status()).toBe('confirmed');
    // The mail carries RFC 8058's headers; a POST to the address unsubscribes at once.
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const stop = new URL(/^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail!.raw.replace(/\r?\n[ \t]+/g, ''))![1]!);
    expect(stop.searchParams.get('lang')).toBe('nl');
    const response = await request.post(`${stop.pathname}${stop.search}`, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(nl.Subscription.stopped);
    expect(await status()).toBe('unsubscribed');
    // A forged token does nothing, and says so in the address's language.
    const forged = await request.post('/api/unsubscribe/?token=newsletter-stop.eA.zz.abc&lang=fr', {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toBe(fr.Subscription.invalid);
  });
});

test('the demand register fills itself in from the listing the visitor came from', async ({ page }) => {
  const t = MESSAGES.fr;
  const f = t.Forms.fields;
  const webId = files['types.json'].types.find((type) => type.language === 'fr' && type.Name === typeName('fr'))!.WebID;
  await page.goto(`/fr/j'inscris-ma-recherche/?city=Gand&type=${webId}&price_max=450000&bedrooms=2&goal=sale`);
  const form = await openForm(page, 'fr', 'demand-register');
  await expect(group(form, f.goal).getByLabel(f.goals.buy, { exact: true })).toBeChecked();
  await expect(group(form, f.types).getByLabel(typeName('fr'), { exact: true })).toBeChecked();
  await expect(group(form, f.zones).getByLabel(zone('fr'), { exact: true })).toBeChecked();
  await expect(field(form, f.priceMax)).toHaveValue('450000');
  await expect(field(form, f.bedroomsMin)).toHaveValue('2');
});

test('my search: signing in with the demand register password, a search is changed, then stopped', async ({ page }) => {
  const t = MESSAGES.nl;
  const f = t.Forms.fields;
  const email = uniqueAddress('mine');
  await page.goto('/nl/wij-zoeken/');
  const register = await openForm(page, 'nl', 'demand-register');
  await CASES.find((c) => c.form === 'demand-register')!.fill(register, 'nl', email);
  await submit(register, 'nl');
  await expect(page).toHaveURL(/\/nl\/bedankt\/demand-register\/$/);

  await page.goto('/nl/mijn-zoekopdracht/');
  const login = await openForm(page, 'nl', 'search-login');
  await field(login, f.email).fill(email);
  await field(login, f.password).fill('not my password');
  await submit(login, 'nl', t.Forms['search-login'].submit);
  // One message for any wrong address or password (docs/product.md, Rulings: Neutral sign-in failures), and the address stays.
  await expect(login.getByRole('alert')).toHaveText(t.Forms.messages.loginFailed);
  await expect(field(login, f.email)).toHaveValue(email);
  await field(login, f.password).fill('zonnige tuin 2027');
  await submit(login, 'nl', t.Forms['search-login'].submit);
  await expect(page.getByText(t.Forms.messages.signedIn)).toBeVisible();

  const edit = page.locator('section#search-login form');
  await expect(group(edit, f.types).getByLabel(typeName('nl'), { exact: true })).toBeChecked();
  await expect(field(edit, f.priceMax)).toHaveValue('450000');
  await field(edit, f.priceMax).fill('500000');
  await edit.getByRole('button', { name: t.Forms['search-edit'].save }).click();
  await expect(page.getByText(t.Forms.messages.searchSaved)).toBeVisible();
  const criteria = async () =>
    (
      await database().query<{ criteria: { priceMax?: number }; status: string }>(
        'SELECT criteria, status FROM searches WHERE email = $1',
        [email],
      )
    ).rows[0]!;
  expect((await criteria()).criteria.priceMax).toBe(500000);

  await page.goto('/nl/mijn-zoekopdracht/');
  const again = await openForm(page, 'nl', 'search-login');
  await field(again, f.email).fill(email);
  await field(again, f.password).fill('zonnige tuin 2027');
  await submit(again, 'nl', t.Forms['search-login'].submit);
  await page.locator('section#search-login form').getByRole('button', { name: t.Forms['search-edit'].stop }).click();
  await expect(page.getByText(t.Forms.messages.searchStopped)).toBeVisible();
  expect((await criteria()).status).toBe('stopped');
});

test.describe('a property whose appointments are full', () => {
  const full = files['properties.json'].properties.find((p) => p.AppointmentsFull === true && p.language === 'nl')!;

  for (const lang of ['nl', 'fr'] as const) {
    test(`says so in ${lang} where the visit request would be, and the other forms stay`, async ({ page }) => {
      const t = MESSAGES[lang];
      await page.goto(`/property/${full.ID}/?lng=${lang}`);
      const forms = page.locator('.property-forms');
      await forms.getByText(t.Forms['contact-appointment'].title, { exact: true }).click();
      await expect(forms.getByRole('status')).toHaveText(t.Forms['contact-appointment'].full);
      await expect(page.locator('section#contact-appointment')).toHaveCount(0);
      await expect(page.locator('section#contact-me form')).toHaveCount(1);
      await scanA11y(page, { include: ['.property-forms'] });
    });
  }

  test('the server refuses a visit request for it, even one forged from another page', async ({ baseURL }) => {
    // The form of a property that takes visits (on the page its fold links to), pointed at the full one.
    const response = await fetch(`${baseURL}/property/${saleId}/?lng=nl&form=contact-appointment`);
    const html = await response.text();
    const hidden = hiddenFields(html, 'contact-appointment').map(([name, value]): [string, string] => [
      name,
      name === 'propertyId' ? String(full.ID) : value,
    ]);
    expect(hidden.find(([name]) => name === 'propertyId')?.[1]).toBe(String(full.ID));
    const email = uniqueAddress('full');
    const person: [string, string][] = [
      ['title', 'mr'],
      ['firstName', 'Jan'],
      ['lastName', 'Claes'],
      ['email', email],
      ['phone', '0470 12 34 56'],
      ['contactTime', '14:00-16:00'],
    ];
    // Posted to the detail page the redirect led to, as the browser would.
    const answer = await sendForm(response.url, hidden, person, MAIN_STATE_DIR, { 'x-forwarded-for': '10.99.0.1' });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(MESSAGES.nl.Forms.messages.appointmentsFull);
    expect(await submissionsBy(email)).toHaveLength(0);
  });
});

test('a testimonial waits for the agency: shown on the testimonials page once approved with npm run submissions, its photo without metadata', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = MESSAGES.nl;
  const f = t.Forms.fields;
  const email = uniqueAddress('testimonial-approved');
  const comment = `Een vlotte verkoop, dankzij het team (${email}).`;
  // A photo that carries EXIF metadata (camera, place): the site must keep none of it.
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0603a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Artist: 'Els Peeters' } })
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();

  await page.goto('/nl/getuigenissen/');
  const form = await openForm(page, 'nl', 'testimonial');
  await field(form, f.name).fill('Familie Janssens');
  await field(form, f.email).fill(email);
  await field(form, f.comment).fill(comment);
  await field(form, f.image).setInputFiles({ name: 'wij.jpg', mimeType: 'image/jpeg', buffer: photo });
  await submit(form, 'nl');
  await expect(page).toHaveURL(/\/nl\/bedankt\/testimonial\/$/);
  const [stored] = await submissionsBy(email);
  expect(stored).toBeDefined();

  await page.goto('/nl/getuigenissen/');
  await expect(page.getByText(comment)).toHaveCount(0);
  // Its photo, while pending: not there, and nothing may keep the answer.
  const photoPath = `/api/testimonials/${stored!.id}/image/`;
  const pending = await page.request.get(photoPath);
  expect(pending.status()).toBe(404);
  expect(pending.headers()['cache-control']).toBe('private, no-store');

  // The agency's command, on the running server's database (shared over its socket).
  const approve = runCommand('submissions', ['approve', stored!.id], { VITRINE_STATE_DIR: MAIN_STATE_DIR });
  expect(approve.status, approve.stderr).toBe(0);
  expect(approve.stdout).toContain(`testimonial ${stored!.id} approved`);

  await page.goto('/nl/getuigenissen/');
  const shown = page.locator('.testimonial').filter({ hasText: comment });
  await expect(shown).toHaveCount(1);
  await expect(shown.getByText('Familie Janssens')).toBeVisible();
  const src = await shown.locator('img.testimonial__photo').getAttribute('src');
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
  expect(new URL(image.url()).pathname).toBe(photoPath);
  expect(image.headers()['cache-control']).toBe('public, max-age=300');
  const served = await sharp(await image.body()).metadata();
  expect(served.exif).toBeUndefined();
  expect(served.width).toBe(400);
  // Only in the language it was written in.
  await page.goto('/fr/temoignages/');
  await expect(page.getByText(comment)).toHaveCount(0);
  // Rejected after all: the photo is gone at once, and that answer is not kept either.
  const reject = runCommand('submissions', ['reject', stored!.id], { VITRINE_STATE_DIR: MAIN_STATE_DIR });
  expect(reject.status, reject.stderr).toBe(0);
  const rejected = await page.request.get(photoPath);
  expect(rejected.status()).toBe(404);
  expect(rejected.headers()['cache-control']).toBe('private, no-store');
});

test('the newsletter box of another form signs the address up, pending until its own link is followed', async ({ page }) => {
  const t = MESSAGES.fr;
  const email = uniqueAddress('contact-newsletter');
  await page.goto('/fr/contact/');
  const form = await openForm(page, 'fr', 'site-contact');
  await CASES.find((c) => c.form === 'site-contact')!.fill(form, 'fr', email);
  await form.getByRole('checkbox', { name: labelled(t.Forms.fields.newsletter) }).check();
  await submit(form, 'fr');
  await expect(page).toHaveURL(/\/fr\/merci\/site-contact\/$/);
  const subscriber = async () =>
    (await database().query<{ status: string; lang: string }>('SELECT status, lang FROM newsletter_subscribers WHERE email = $1', [email]))
      .rows[0];
  expect(await subscriber()).toEqual({ status: 'pending', lang: 'fr' });
  // The confirmation of the message, and the newsletter's own, with its one-click stop.
  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject).sort()).toHaveLength(2);
  const received = await mailsTo(email);
  const confirm = received.find((mail) => mail.subject === t.Mail.newsletter.subject);
  expect(confirm, 'the newsletter confirmation').toBeDefined();
  expect(confirm!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  // The copy to the typed address repeats the choices, not the message: the agency alone reads that.
  const copy = received.find((mail) => mail.subject !== t.Mail.newsletter.subject)!;
  expect(copy.text).not.toContain('êtes-vous ouverts');
  expect(copy.text).toContain(t.Mail.confirm.freeTextKept);
  const [notice] = await mailsMentioning(AGENCY, email);
  expect(notice!.text).toContain('êtes-vous ouverts le samedi');
});
