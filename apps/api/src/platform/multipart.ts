import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from './errors';
import { fieldErrors } from './route';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Reads a multipart form: text fields (repeated names become lists) and the files, each fully buffered. */
export async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string | string[]>; files: UploadedFile[] }> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This call takes a multipart/form-data body');
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (data.length > 0)
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    } else {
      const value = String(part.value);
      const existing = fields[part.fieldname];
      fields[part.fieldname] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
  return { fields, files };
}

/** Validates multipart text fields like any body: every bad field listed, 400. */
export function parseFields<T>(schema: ZodType<T>, fields: Record<string, unknown>): T {
  const result = schema.safeParse(fields);
  if (!result.success)
    throw new AppError('VALIDATION', 'Some fields are not valid', fieldErrors(result.error.issues, 'body'));
  return result.data;
}

/** One uploaded file read with a size bound, and the text fields around it. */
export interface BoundedUpload {
  fields: Record<string, string>;
  file: { filename: string; data: Buffer } | null;
  /** More bytes came than allowed: the file was read to its end but not kept. */
  tooLarge: boolean;
}

/**
 * Reads a multipart form whose `file` part may hold at most `maxBytes`. The part is streamed chunk by chunk and kept
 * only while within the bound, so an oversized upload never sits in memory; it is still read to its end (up to the
 * server's UPLOAD_LIMIT_BYTES) so that the browser receives the 413 instead of a reset connection.
 */
export async function readBoundedUpload(request: FastifyRequest, maxBytes: number): Promise<BoundedUpload> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This call takes a multipart/form-data body');
  const fields: Record<string, string> = {};
  let file: BoundedUpload['file'] = null;
  let tooLarge = false;
  for await (const part of request.parts()) {
    if (part.type !== 'file') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const keep = part.fieldname === 'file' && file === null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (keep && size <= maxBytes) chunks.push(chunk);
    }
    if (!keep) continue;
    if (size > maxBytes || part.file.truncated) tooLarge = true;
    file = { filename: part.filename, data: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks) };
  }
  return { fields, file, tooLarge };
}
