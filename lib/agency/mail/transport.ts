/**
 * How mails leave: over SMTP when SMTP_URL is set (nodemailer), otherwise as one .eml file each under
 * the state folder's mail/, so a fresh clone shows what would have been sent. Either way the
 * Message-ID is the outbox row's, so a mail sent twice by accident is recognizably the same mail.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** For the .eml file's name: when the mail was queued and what kind it is. */
  createdAt: Date;
  kind: string;
}

export interface MailTransport {
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function toNodemailer(mail: OutgoingMail): Mail.Options {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: mail.attachments,
    // Mails are short; a line length limit keeps old servers happy.
    textEncoding: 'quoted-printable',
  };
}

export function smtpTransport(url: string): MailTransport {
  // Fail fast: a server that does not answer is retried later by the outbox, not waited for.
  const timeouts = new URLSearchParams({ connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' });
  const withTimeouts = new URL(url);
  for (const [name, value] of timeouts) if (!withTimeouts.searchParams.has(name)) withTimeouts.searchParams.set(name, value);
  const transporter: Transporter = nodemailer.createTransport(withTimeouts.toString());
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail));
    },
    close: () => transporter.close(),
  };
}

/** The file name of a mail: sortable by time, then its kind and id; the same mail gives the same name. */
export function emlFileName(mail: Pick<OutgoingMail, 'createdAt' | 'kind' | 'messageId'>): string {
  const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
  const id = mail.messageId.replace(/^<|@.*$/g, '').replace(/[^a-zA-Z0-9-]/g, '');
  return `${stamp}-${mail.kind.replace(/[^a-z0-9-]/g, '')}-${id}.eml`;
}

export function fileTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${folder}`,
    async send(mail) {
      fs.mkdirSync(folder, { recursive: true });
      const target = path.join(folder, emlFileName(mail));
      if (fs.existsSync(target)) return;
      const info = await transporter.sendMail(toNodemailer(mail));
      const temporary = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, info.message as Buffer);
      fs.renameSync(temporary, target);
    },
    close: () => transporter.close(),
  };
}

/** A mail file's text as its parts read: quoted-printable soft line breaks joined and =XX decoded. */
function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Whether a mail names the address: in a header (To, Reply-To) or in its text, not inside a longer address. */
export function mailMentions(raw: string, address: string): boolean {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-])${escaped}(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`, 'i');
  return pattern.test(raw) || pattern.test(readable(raw));
}

/**
 * The .eml files of the file transport that name an address (a GDPR export or erasure, lib/platform/dal/retention.ts
 * covers the database): file names, sorted. None when the folder does not exist (mails went over SMTP).
 */
export function mailFilesMentioning(folder: string, address: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.filter((name) => mailMentions(fs.readFileSync(path.join(folder, name), 'latin1'), address)).sort();
}
