import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { uploadAsset } from '@portal/shared/media/upload-asset';
import type { Language } from '@portal/shared/platform/language';
import type { Caller, SendForm } from '../../test/send';
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

/** POST /api/upload/asset as a browser form does: the file (none when null) and the form's text fields. */
export function uploadFile(
  t: TestApp,
  as: Caller,
  file: { data: Buffer; filename?: string; type?: string } | null,
  fields: Omit<SendForm<typeof uploadAsset>, 'file'> = {},
  language: Language = 'en',
) {
  const part = file && {
    filename: file.filename ?? 'photo.png',
    type: file.type ?? 'image/png',
    data: file.data,
  };
  return t.send(uploadAsset, { form: { ...fields, file: part ?? undefined } }, { as, language });
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * The app listening on a loopback port, and a GET that sends its path byte for byte as written: app.inject would
 * normalise `/./` and `/../` away before the server saw them, and an attacker's client does not.
 */
export async function rawClient(t: TestApp) {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (t.app.server.address() as AddressInfo).port;
  return (path: string, token?: string): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path, headers: token ? { authorization: `Bearer ${token}` } : {} },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
}

/** Every other name an attacker gives a stored key: `.`, `%2E`, `..`, an empty segment, double encoding. */
export function sidePathsOf(key: string): string[] {
  const [folder, ...rest] = key.split('/');
  const tail = rest.join('/');
  return [
    `/media/./${key}`,
    `/media/%2E/${key}`,
    `/media/%2e/${key}`,
    `/media/${folder}/../${key}`,
    `/media/${folder}/./${tail}`,
    `/media/${folder}//${tail}`,
    `/media//${key}`,
    `/media/%252E/${key}`,
    `/media/x/%2E%2E/${key}`,
    // The resized copies' own area, reached directly instead of through `?w=`.
    `/media/.resized/320/${key}.webp`,
    `/media/%2Eresized/320/${key}.webp`,
    `/media/./.resized/320/${key}.webp`,
  ];
}
