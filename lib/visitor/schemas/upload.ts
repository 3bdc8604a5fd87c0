/**
 * File fields: the browser checks what it can see (there, size and the name's extension); the server
 * checks the content itself (lib/visitor/forms/uploads.ts), whatever the name or the type the browser claims.
 */
import { z } from 'zod';
import type { UploadRule } from './constants';

export { MAX_BODY_BYTES, UPLOADS, type UploadRule } from './constants';

const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;

function fileField(rule: UploadRule) {
  return z.custom<File>(isFile, { message: rule.requiredKey }).superRefine((f, ctx) => {
    if (f.size > rule.maxBytes) ctx.addIssue({ code: 'custom', message: 'fileTooBig' });
    const extension = f.name.split('.').pop()?.toLowerCase() ?? '';
    if (!rule.extensions.includes(extension)) ctx.addIssue({ code: 'custom', message: rule.typeKey });
  });
}

/** An empty file input sends an empty file: that is no file. */
const present = (v: unknown) => (isFile(v) && v.size === 0 ? undefined : v);

export const upload = (rule: UploadRule) => z.preprocess(present, fileField(rule));
export const optionalUpload = (rule: UploadRule) => z.preprocess(present, fileField(rule).optional());
