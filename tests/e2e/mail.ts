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

async function readAll(): Promise<Mail[]> {
  if (!fs.existsSync(SMTP_SINK_DIR)) return [];
  const files = fs.readdirSync(SMTP_SINK_DIR).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map(async (name) => {
      const raw = fs.readFileSync(path.join(SMTP_SINK_DIR, name));
      const envelope = /^X-Envelope-To: (.*)\r\n/.exec(raw.toString('latin1'))?.[1] ?? '';
      const parsed: ParsedMail = await simpleParser(raw);
      return {
        to: envelope.split(', ').filter(Boolean),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        replyTo: parsed.replyTo?.value[0]?.address ?? null,
        headers: parsed.headers,
        attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, size: a.size })),
        messageId: parsed.messageId ?? '',
        raw: raw.toString('utf8'),
      };
    }),
  );
}

/** Waits until `count` mails to `address` arrived (the outbox delivers within seconds) and returns them. */
export async function mailsTo(address: string, count = 1): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await readAll()).filter((mail) => mail.to.includes(address));
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
        found = (await readAll()).filter((mail) => mail.to.includes(address) && (mail.text.includes(text) || mail.subject.includes(text)));
        return found.length;
      },
      { timeout: 30_000, message: `mails to ${address} mentioning ${text}` },
    )
    .toBeGreaterThanOrEqual(1);
  return found;
}
