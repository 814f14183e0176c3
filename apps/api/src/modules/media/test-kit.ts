import sharp from 'sharp';
import { multipartBody } from '../../test/multipart';
import type { TestApp } from '../../test/test-app';

/** A real photo-like PNG of the given size (a gradient, so it is not trivially small). */
export const photoPng = (width = 640, height = 480) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 140, b: 60 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fff"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** POST /api/upload/asset as a browser form does. */
export function uploadFile(
  t: TestApp,
  token: string,
  file: { data: Buffer; filename?: string; type?: string } | null,
  fields: Record<string, string> = {},
  language = 'en',
) {
  const body = multipartBody(
    fields,
    file
      ? { file: { filename: file.filename ?? 'photo.png', type: file.type ?? 'image/png', data: file.data } }
      : {},
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/asset',
    payload: body.payload,
    headers: { ...body.headers, ...t.bearer(token), 'accept-language': language },
  });
}
