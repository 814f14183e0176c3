import { getAssetLimitation } from '@portal/shared/media/get-asset-limitation';
import { getAssetLimitations } from '@portal/shared/media/get-asset-limitations';
import { updateAssetLimitation } from '@portal/shared/media/update-asset-limitation';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { photoPng, uploadFile } from './test-kit';

// Upload limits and bad files (spec §7 Media library, SEO and asset limits): the type comes from the bytes, the limits
// from the MEDIA_LIBRARY asset limitation, and a refused file leaves nothing behind.
let t: TestApp;
let limitationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const list = await t.send(getAssetLimitations, { body: { search: 'media' } }, { as: 'admin' });
  limitationId = list.value.find((l) => l.code === 'MEDIA_LIBRARY')!.id;
});
afterAll(() => t.close());

const limitation = (body: { mimeTypes: string[]; maxSizeBytes: number }) =>
  t.send(updateAssetLimitation, { params: { id: limitationId }, body }, { as: 'admin' });

async function storedFiles(): Promise<string[]> {
  const dir = path.join(t.app.services.config.DATA_DIR, 'media', 'media-library');
  return readdir(dir).catch(() => []);
}

describe('bad files', () => {
  it('refuses an HTML page renamed .png (415), in English and French, keeping nothing', async () => {
    const before = await storedFiles();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const en = await uploadFile(t, 'customer', { data: html, filename: 'photo.png', type: 'image/png' });
    expect(en.status).toBe(415);
    expect(en.errorMessages[0]!.value).toBe(
      'HTML, XML and SVG files are not accepted: they can carry scripts.',
    );
    const fr = await uploadFile(t, 'customer', { data: html, filename: 'photo.png' }, {}, 'fr');
    expect(fr.errorMessages[0]!.value).toMatch(/^Les fichiers HTML, XML et SVG ne sont pas acceptés/);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses SVG, with or without a script, even under an image name', async () => {
    const svg = (inner: string) =>
      Buffer.from(
        `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${inner}</svg>`,
      );
    for (const data of [
      svg('<script>alert(document.cookie)</script>'),
      svg('<rect width="10" height="10"/>'),
    ]) {
      const response = await uploadFile(t, 'customer', { data, filename: 'logo.svg', type: 'image/svg+xml' });
      expect(response.status).toBe(415);
    }
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('  \n<svg onload="x()"/>')]);
    expect((await uploadFile(t, 'customer', { data: bom, filename: 'x.jpg' })).status).toBe(415);
  });

  it('refuses a file that is no known type, whatever its name, and a zero-byte file', async () => {
    const exe = await uploadFile(t, 'customer', {
      data: Buffer.from('MZ\x90\x00 not really a program'),
      filename: 'ring.jpg',
    });
    expect(exe.status).toBe(415);
    expect(exe.errorMessages[0]!.value).toMatch(/is not an image .* or a PDF, whatever its name says/);
    const empty = await uploadFile(t, 'customer', { data: Buffer.alloc(0), filename: 'empty.png' });
    expect(empty.status).toBe(400);
    expect(empty.errorMessages).toEqual([{ key: 'file', value: 'The file is empty (0 bytes).' }]);
    const nul = await uploadFile(t, 'customer', { data: await photoPng(32, 32) }, { title: 'a\u0000b' });
    expect(nul.errorMessages).toEqual([
      { key: 'title', value: 'Contains characters that are not allowed (NUL)' },
    ]);
    const none = await uploadFile(t, 'customer', null, { title: 'Nothing' });
    expect(none.errorMessages).toEqual([{ key: 'file', value: 'Choose the file to upload.' }]);
  });

  it('keeps only the last part of a name that carries a path, and never uses the name as a key', async () => {
    const response = await uploadFile(t, 'customer', {
      data: await photoPng(64, 64),
      filename: '../../etc/passwd/..\\..\\ring.png',
    });
    expect(response.status, response.response.body).toBe(201);
    expect(response.value).toMatchObject({ fileName: 'ring.png', title: 'ring' });
    expect((await storedFiles()).every((name) => /^[0-9a-f-]{36}\.(png|thumb\.webp)$/.test(name))).toBe(true);
  });

  it('recognises a PDF by its signature, with no thumbnail', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const response = await uploadFile(t, 'customer', {
      data: pdf,
      filename: 'price-list.bin',
      type: 'application/octet-stream',
    });
    expect(response.value).toMatchObject({
      contentType: 'application/pdf',
      type: 'document',
      thumbnailUrl: null,
    });
  });
});

describe('limits from the asset limitation', () => {
  it('answers 413 above the maximum size, with the size in the message, and 415 for a type not allowed', async () => {
    const big = await photoPng(1600, 1200);
    expect(
      (await limitation({ mimeTypes: ['image/jpeg', 'application/pdf'], maxSizeBytes: 2048 })).status,
    ).toBe(200);
    const tooLarge = await uploadFile(t, 'customer', { data: Buffer.concat([big, Buffer.alloc(4096)]) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.errorMessages[0]!.value).toBe(
      'The file is too large: the media library accepts files of up to 2 KB.',
    );
    const fr = await uploadFile(t, 'customer', { data: big }, {}, 'fr');
    expect(fr.status).toBe(413);
    expect(fr.errorMessages[0]!.value).toMatch(/^Le fichier est trop volumineux/);
    await limitation({ mimeTypes: ['image/jpeg', 'application/pdf'], maxSizeBytes: 5 * 1024 * 1024 });
    const png = await uploadFile(t, 'customer', { data: big });
    expect(png.status).toBe(415);
    expect(png.errorMessages[0]!.value).toBe(
      'This type of file (image/png) is not accepted. Accepted types: image/jpeg, application/pdf.',
    );
    await limitation({ mimeTypes: ['image/png', 'image/jpeg'], maxSizeBytes: 5 * 1024 * 1024 });
    expect((await uploadFile(t, 'customer', { data: big })).status).toBe(201);
  });
});

describe('asset limitations', () => {
  it('lists the uses, reads one, and validates a change; customers may not read them', async () => {
    const list = await t.send(getAssetLimitations, {}, { as: 'admin' });
    expect(list.value.map((l) => l.code)).toEqual([
      'MEDIA_LIBRARY',
      'CUSTOM_ORDER_IMAGE',
      'NOTE_ATTACHMENT',
      'AVATAR',
      'PRODUCTION_PHOTO',
    ]);
    const one = await t.send(getAssetLimitation, { params: { id: limitationId } }, { as: 'admin' });
    expect(one.value).toMatchObject({
      code: 'MEDIA_LIBRARY',
      name: 'Media library',
      nameFr: 'Médiathèque',
    });
    const bad = await limitation({ mimeTypes: ['text/html'], maxSizeBytes: 10 });
    expect(bad.status).toBe(400);
    expect(bad.errorMessages.map((e) => e.key).sort()).toEqual(['maxSizeBytes', 'mimeTypes.0']);
    expect((await t.send(getAssetLimitation, { params: { id: 999999 } }, { as: 'admin' })).status).toBe(404);
    const customer = await t.send(getAssetLimitations, {}, { as: 'customer' });
    expect(customer.status).toBe(403);
  });
});
