/**
 * Uploaded files, checked by what they contain, never by their name or the type the browser claims:
 * a CV is a PDF or a Word document (a ZIP holding word/document.xml); a photo is whatever sharp can
 * read as JPEG, PNG or WebP, and is stored re-encoded, so nothing of the original (metadata, a payload
 * hidden after the image) survives.
 */
import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import type { NewUpload } from '@/lib/platform/dal/submissions';

export type Checked = { ok: true; file: Omit<NewUpload, 'field'> } | { ok: false };

const cache = new WeakMap<File, Promise<Checked>>();
const once = (file: File, check: (bytes: Buffer) => Promise<Checked>) => {
  if (!cache.has(file))
    cache.set(
      file,
      file.arrayBuffer().then((data) => check(Buffer.from(data))),
    );
  return cache.get(file)!;
};

/** A file name safe anywhere: letters, digits, dots, dashes; the extension we decided. */
export function safeFileName(original: string, extension: string, fallback: string): string {
  const base = path
    .basename(original)
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60);
  return `${base || fallback}.${extension}`;
}

const startsWith = (bytes: Buffer, signature: string) => bytes.subarray(0, signature.length).toString('latin1') === signature;

export function checkedCv(file: File): Promise<Checked> {
  return once(file, async (bytes) => {
    if (startsWith(bytes, '%PDF-'))
      return { ok: true, file: { fileName: safeFileName(file.name, 'pdf', 'cv'), contentType: 'application/pdf', bytes } };
    // A .docx is a ZIP whose entries include [Content_Types].xml and word/document.xml (names are stored plainly).
    if (startsWith(bytes, 'PK\u0003\u0004') && bytes.includes('word/document.xml') && bytes.includes('[Content_Types].xml'))
      return {
        ok: true,
        file: {
          fileName: safeFileName(file.name, 'docx', 'cv'),
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          bytes,
        },
      };
    return { ok: false };
  });
}

export function checkedImage(file: File): Promise<Checked> {
  return once(file, async (bytes) => {
    try {
      const image = sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' });
      const { format } = await image.metadata();
      if (format !== 'jpeg' && format !== 'png' && format !== 'webp') return { ok: false };
      // Turned upright, at most 1600 px, re-encoded: sharp writes no metadata unless asked.
      const clean = await image
        .rotate()
        .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
      return { ok: true, file: { fileName: safeFileName(file.name, 'jpg', 'photo'), contentType: 'image/jpeg', bytes: clean } };
    } catch {
      return { ok: false };
    }
  });
}
