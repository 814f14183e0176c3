import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { mediaAssets } from './tables';
import { customerTypes } from '../reference/tables';
import { createUser } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { photoPng, uploadFile } from './test-kit';

// The media library through HTTP (spec §7 Media library): the customer and admin views, folders, title edit, move,
// delete, download and preview, and the thumbnails served as private media.
let t: TestApp;
let claire: string;
let owen: string;
let admin: string;
let reader: string;
let rival: string;

beforeAll(async () => {
  t = await createTestApp();
  claire = (await t.login(DEMO.customer)).token;
  owen = (await t.login(DEMO.other)).token;
  admin = (await t.login(DEMO.admin)).token;
  reader = (await t.login(await createUser(t.db, { roles: ['READ_ONLY'], customers: ['C1001'] }))).token;
  const [type] = await t.db.select().from(customerTypes).limit(1);
  await t.db
    .insert(customers)
    .values({ accountNumber: 'C9030', name: 'Harbor Gems', customerTypeId: type!.id });
  rival = (await t.login(await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C9030'] }))).token;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
  return t.app.inject({ method, url, payload: payload as object, headers: t.bearer(token) });
}

describe('the demo library', () => {
  it('shows a customer its own and the shared assets, staff every one', async () => {
    const mine = (await call('GET', '/api/manage/assets?pageSize=50', claire)).json().value;
    expect(mine.items.map((a: { title: string }) => a.title)).toEqual(
      expect.arrayContaining(['Solitaire ring, 18k yellow gold', 'Signet ring sketch for engraving']),
    );
    const other = (await call('GET', '/api/manage/assets?pageSize=50', owen)).json().value;
    expect(other.items.every((a: { shared: boolean }) => a.shared)).toBe(true);
    expect(other.items.length).toBeLessThan(mine.items.length);
    const all = (await call('GET', '/api/manage/assets?pageSize=50', admin)).json().value;
    expect(all.pagingData.itemCount).toBeGreaterThanOrEqual(mine.pagingData.itemCount);
  });

  it('lists folders with counts, types, and searches titles case-insensitively', async () => {
    const folders = (await call('GET', '/api/manage/assets/folders', claire)).json().value;
    expect(folders.map((f: { name: string }) => f.name)).toEqual([
      'Catalogue photography',
      'Design references',
    ]);
    expect((await call('GET', '/api/manage/assets/folders', owen)).json().value).toHaveLength(1);
    const types = (await call('GET', '/api/manage/assets/types', claire)).json().value;
    expect(types.map((x: { code: string }) => x.code)).toEqual(['image', 'document']);
    const found = (await call('GET', '/api/manage/assets?search=PENDANT', owen)).json().value;
    expect(found.items.map((a: { title: string }) => a.title)).toEqual(['Heart pendant with ruby']);
  });

  it('draws a demo picture and its thumbnail on first request', async () => {
    const list = (await call('GET', '/api/manage/assets?search=solitaire', claire)).json().value;
    const asset = list.items[0];
    const file = await call('GET', `/api/manage/assets/download/${asset.id}`, claire);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(800);
    const thumb = await t.app.inject({ method: 'GET', url: asset.thumbnailUrl, headers: t.bearer(claire) });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
  });
});

describe('a customer’s upload', () => {
  let uploaded: { id: number; thumbnailUrl: string; title: string };

  it('is stored with its thumbnail, title from the name and size from the bytes', async () => {
    const data = await photoPng();
    const response = await uploadFile(t, claire, { data, filename: 'Bridal set.png' });
    expect(response.statusCode, response.body).toBe(201);
    uploaded = response.json().value;
    expect(uploaded).toMatchObject({
      title: 'Bridal set',
      fileName: 'Bridal set.png',
      contentType: 'image/png',
      size: data.length,
      width: 640,
    });
    const thumb = await t.app.inject({
      method: 'GET',
      url: uploaded.thumbnailUrl,
      headers: t.bearer(claire),
    });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
    const preview = await call('GET', `/api/manage/assets/download/${uploaded.id}?isPreview=true`, claire);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    const download = await call('GET', `/api/manage/assets/download/${uploaded.id}`, claire);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Bridal set.png"/);
    expect(download.rawPayload.equals(data)).toBe(true);
  });

  it('is a 404 for another customer, everywhere (never revealed), and seen by staff', async () => {
    for (const url of [
      `/api/manage/assets/${uploaded.id}`,
      `/api/manage/assets/download/${uploaded.id}`,
      `/api/manage/assets/download/${uploaded.id}?isPreview=true`,
    ]) {
      expect((await call('GET', url, owen)).statusCode).toBe(404);
      expect((await call('GET', url, rival)).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: uploaded.thumbnailUrl, headers: t.bearer(owen) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: uploaded.thumbnailUrl })).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/manage/assets/update', owen, { id: uploaded.id, title: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/manage/assets/delete', rival, [uploaded.id])).statusCode).toBe(404);
    const staff = await call('GET', `/api/manage/assets/${uploaded.id}`, admin);
    expect(staff.json().value).toMatchObject({ customerName: 'Aurora Jewelers', shared: false });
  });

  it('takes a new title; a viewer without EDIT may look but not change', async () => {
    const renamed = await call('POST', '/api/manage/assets/update', claire, {
      id: uploaded.id,
      title: '  Bridal set, final ',
    });
    expect(renamed.json().value.title).toBe('Bridal set, final');
    expect((await call('GET', `/api/manage/assets/${uploaded.id}`, reader)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/manage/assets/update', reader, { id: uploaded.id, title: 'x' })).statusCode,
    ).toBe(403);
    const empty = await call('POST', '/api/manage/assets/update', claire, { id: uploaded.id, title: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessages).toEqual([{ key: 'title', value: 'The title is required' }]);
  });

  it('a shared asset is seen by customers but only staff change it', async () => {
    const list = (await call('GET', '/api/manage/assets?search=heart', claire)).json().value;
    const heart = list.items[0];
    const refused = await call('POST', '/api/manage/assets/update', claire, {
      id: heart.id,
      title: 'Mine now',
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', '/api/manage/assets/delete', claire, [heart.id])).statusCode).toBe(403);
    expect((await call('GET', `/api/manage/assets/${heart.id}`, claire)).json().value.title).toBe(
      'Heart pendant with ruby',
    );
  });
});

describe('folders', () => {
  it('are created, filled, emptied and deleted; a folder with assets is refused with a clear message', async () => {
    const created = await call('POST', '/api/manage/assets/folder', claire, {
      name: 'Engagement rings',
      shared: true,
    });
    expect(created.statusCode).toBe(201);
    const folder = created.json().value;
    expect(folder).toMatchObject({ name: 'Engagement rings', shared: false, assetCount: 0 });
    const a = (
      await uploadFile(
        t,
        claire,
        { data: await photoPng(300, 200), filename: 'a.png' },
        { folderId: String(folder.id) },
      )
    ).json().value;
    const b = (await uploadFile(t, claire, { data: await photoPng(200, 300), filename: 'b.png' })).json()
      .value;
    expect(a.folderId).toBe(folder.id);
    const moved = await call('POST', `/api/manage/assets/folder/change/${folder.id}`, claire, [b.id]);
    expect(moved.json().value).toEqual({ moved: 1 });
    const inFolder = (await call('GET', `/api/manage/assets?folderId=${folder.id}`, claire)).json().value;
    expect(inFolder.items.map((x: { id: number }) => x.id).sort()).toEqual([a.id, b.id].sort());
    const full = await call('POST', `/api/manage/assets/folder/${folder.id}`, claire);
    expect(full.statusCode).toBe(409);
    expect(full.json().errorMessages[0].value).toBe(
      'The folder “Engagement rings” still holds 2 asset(s): move or delete them first.',
    );
    const fr = await t.app.inject({
      method: 'POST',
      url: `/api/manage/assets/folder/${folder.id}`,
      headers: { ...t.bearer(claire), 'accept-language': 'fr' },
    });
    expect(fr.json().errorMessages[0].value).toMatch(/^Le dossier « Engagement rings » contient encore 2/);
    // Into another customer's folder: that folder does not exist for this caller.
    const theirs = (await call('POST', '/api/manage/assets/folder', rival, { name: 'Theirs' })).json().value;
    expect(
      (await call('POST', `/api/manage/assets/folder/change/${theirs.id}`, claire, [a.id])).statusCode,
    ).toBe(404);
    // One asset of the list is not the caller's: nothing moves.
    const mixed = await call('POST', '/api/manage/assets/folder/change/0', claire, [a.id, 2147483000]);
    expect(mixed.statusCode).toBe(404);
    expect((await call('GET', `/api/manage/assets/${a.id}`, claire)).json().value.folderId).toBe(folder.id);
    expect((await call('POST', '/api/manage/assets/folder/change/0', claire, [a.id])).json().value).toEqual({
      moved: 1,
    });
    const deleted = await call('POST', '/api/manage/assets/delete', claire, [b.id]);
    expect(deleted.json().value).toEqual({ deleted: 1 });
    expect((await call('GET', `/api/manage/assets/${b.id}`, claire)).statusCode).toBe(404);
    expect((await call('POST', `/api/manage/assets/folder/${folder.id}`, claire)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/manage/assets/folders', claire)).json().value.map((f: { id: number }) => f.id),
    ).not.toContain(folder.id);
  });

  it('staff share a folder and an asset with every customer', async () => {
    const folder = (
      await call('POST', '/api/manage/assets/folder', admin, { name: 'Price lists', shared: true })
    ).json().value;
    expect(folder).toMatchObject({ shared: true, customerId: null });
    const asset = (
      await uploadFile(
        t,
        admin,
        { data: await photoPng(100, 100), filename: 'logo.png' },
        { folderId: String(folder.id), shared: 'true' },
      )
    ).json().value;
    expect(asset).toMatchObject({ shared: true, customerId: null });
    expect((await call('GET', `/api/manage/assets/${asset.id}`, rival)).statusCode).toBe(200);
    const hidden = await call('POST', '/api/manage/assets/update', admin, {
      id: asset.id,
      title: 'Logo',
      shared: false,
    });
    expect(hidden.json().value.shared).toBe(false);
    expect((await call('GET', `/api/manage/assets/${asset.id}`, rival)).statusCode).toBe(404);
  });

  it('deletes several at once, in one transaction', async () => {
    const ids = [];
    for (const name of ['x.png', 'y.png'])
      ids.push(
        (await uploadFile(t, owen, { data: await photoPng(120, 90), filename: name })).json().value.id,
      );
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, ids[0]!));
    expect((await call('POST', '/api/manage/assets/delete', owen, ids)).json().value).toEqual({ deleted: 2 });
    expect(await t.app.services.media.read(row!.storageKey)).toBeNull();
    expect((await call('POST', '/api/manage/assets/delete', owen, [])).statusCode).toBe(400);
  });
});
