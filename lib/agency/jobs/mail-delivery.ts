/**
 * The outbox's delivery as this process runs it: the transport chosen by SMTP_URL, the sender from
 * site config, attachments resolved from uploads, the catalogue's documents and the files written with
 * the mail. The scheduler (lib/agency/jobs/scheduler.ts) starts its worker.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { getSite, dataDirectory } from '@/lib/catalogue/data';
import type { Database } from '@/lib/platform/db/client';
import { mailOf, type OutboxRow } from '@/lib/platform/dal/outbox';
import { findUpload } from '@/lib/platform/dal/submissions';
import { env } from '@/lib/platform/env';
import { fileTransport, smtpTransport, type MailTransport, type OutgoingMail } from '@/lib/agency/mail/transport';
import { getAuth } from '@/lib/owner/auth/auth';
import { resolveResetRequest } from '@/lib/owner/auth/password-links';
import type { Delivery } from '../outbox/deliver';

/** Where the file transport writes its .eml copies: the state folder's mail/ (a GDPR erasure looks there too). */
export const mailFolder = () => path.join(env().VITRINE_STATE_DIR, 'mail');

export function mailTransport(): MailTransport {
  const { SMTP_URL } = env();
  return SMTP_URL ? smtpTransport(SMTP_URL) : fileTransport(mailFolder());
}

/** `"Vitrine Vastgoed" <info@vitrine-vastgoed.be>`: the agency's name and address from site config. */
export function sender(): string {
  const site = getSite();
  return `"${site.name.replace(/["\\\r\n]/g, '')}" <${site.contact.email}>`;
}

const DOCUMENT_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** A document of the catalogue by its URL in the data ("/documents/4101/epc.pdf"), under data/documents/. */
export function documentFile(url: string): string | null {
  const root = path.resolve(dataDirectory(), 'documents');
  const file = path.resolve(root, `.${url.replace(/^\/documents\//, '/')}`);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

export async function resolveAttachments(db: Database, row: OutboxRow): Promise<OutgoingMail['attachments']> {
  const refs = mailOf(row).attachments ?? [];
  const files: NonNullable<OutgoingMail['attachments']> = [];
  for (const ref of refs) {
    if ('upload' in ref) {
      const upload = await findUpload(db, ref.upload);
      // Erased since (GDPR): the mail goes without it rather than never.
      if (upload) files.push({ filename: upload.fileName, content: Buffer.from(upload.bytes), contentType: upload.contentType });
    } else if ('generated' in ref) {
      files.push({
        filename: ref.generated.filename,
        content: Buffer.from(ref.generated.text, 'utf8'),
        contentType: ref.generated.contentType,
      });
    } else {
      const file = documentFile(ref.document);
      if (!file) throw new Error(`document outside the documents folder: ${ref.document}`);
      const extension = path.extname(file).slice(1).toLowerCase();
      files.push({
        filename: path.basename(file),
        content: fs.readFileSync(file),
        contentType: DOCUMENT_TYPES[extension] ?? 'application/octet-stream',
      });
    }
  }
  return files;
}

export function delivery(db: Database, transport: MailTransport = mailTransport()): Delivery {
  return {
    db,
    transport,
    from: sender(),
    attachments: (row) => resolveAttachments(db, row),
    resetRequest: async (request) => resolveResetRequest(await getAuth(), db, request),
  };
}
