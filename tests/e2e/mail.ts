/**
 * The mails the main server sent to the loopback SMTP server (tests/e2e/smtp-sink.ts), parsed. Each
 * test writes from addresses of its own (uniqueAddress), so tests never see each other's mails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from '@playwright/test';
import { SMTP_SINK_DIR } from './environment';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  headers: Map<string, unknown>;
  attachments: { filename: string; contentType: string; size: number }[];
  messageId: string;
  /** The mail as received, for headers mailparser reshapes (List-Unsubscribe). */
  raw: string;
}

/** An address only this test uses, at a domain that is never delivered (RFC 2606). */
export function uniqueAddress(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.test`;
}

// The sink holds every mail of the run, some of them several MB (documents, CVs): each worker reads a
// file's envelope line once and parses only the mails to the address asked for, each once. A mail file
// is written once (renamed into place) and never changes.
const envelopes = new Map<string, string[]>();
const parsed = new Map<string, Mail>();

function envelopeOf(file: string): string[] {
  const head = Buffer.alloc(4096);
  const fd = fs.openSync(file, 'r');
  try {
    const length = fs.readSync(fd, head, 0, head.length, 0);
    const line = /^X-Envelope-To: (.*)\r\n/.exec(head.subarray(0, length).toString('latin1'))?.[1] ?? '';
    return line.split(', ').filter(Boolean);
  } finally {
    fs.closeSync(fd);
  }
}

async function parse(file: string, to: string[]): Promise<Mail> {
  const raw = fs.readFileSync(file);
  const mail: ParsedMail = await simpleParser(raw);
  return {
    to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    replyTo: mail.replyTo?.value[0]?.address ?? null,
    headers: mail.headers,
    attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, size: a.size })),
    messageId: mail.messageId ?? '',
    raw: raw.toString('utf8'),
  };
}

/** The mails whose envelope names `address`, in the order they arrived. */
async function readTo(address: string): Promise<Mail[]> {
  if (!fs.existsSync(SMTP_SINK_DIR)) return [];
  const mails: Mail[] = [];
  for (const name of fs
    .readdirSync(SMTP_SINK_DIR)
    .filter((n) => n.endsWith('.eml'))
    .sort()) {
    const file = path.join(SMTP_SINK_DIR, name);
    let to = envelopes.get(name);
    if (!to) envelopes.set(name, (to = envelopeOf(file)));
    if (!to.includes(address)) continue;
    let mail = parsed.get(name);
    if (!mail) parsed.set(name, (mail = await parse(file, to)));
    mails.push(mail);
  }
  return mails;
}

/** Waits until `count` mails to `address` arrived (the outbox delivers within seconds) and returns them. */
export async function mailsTo(address: string, count = 1): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = await readTo(address);
        return found.length;
      },
      { timeout: 30_000, message: `mails to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Mails that mention `text` (the agency's copy names the visitor), sent to `address`. */
export async function mailsMentioning(address: string, text: string): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await readTo(address)).filter((mail) => mail.text.includes(text) || mail.subject.includes(text));
        return found.length;
      },
      { timeout: 30_000, message: `mails to ${address} mentioning ${text}` },
    )
    .toBeGreaterThanOrEqual(1);
  return found;
}
