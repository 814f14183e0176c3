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
