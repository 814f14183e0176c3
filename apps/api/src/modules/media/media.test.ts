import { createAssetFolder } from '@portal/shared/media/create-asset-folder';
import { deleteAssetFolder } from '@portal/shared/media/delete-asset-folder';
import { deleteAssets } from '@portal/shared/media/delete-assets';
import { downloadAsset } from '@portal/shared/media/download-asset';
import { getAsset } from '@portal/shared/media/get-asset';
import { getAssetFolders } from '@portal/shared/media/get-asset-folders';
import { getAssetTypes } from '@portal/shared/media/get-asset-types';
import { getAssets } from '@portal/shared/media/get-assets';
import { moveAssets } from '@portal/shared/media/move-assets';
import { updateAsset } from '@portal/shared/media/update-asset';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { mediaAssets } from './tables';
import { customerTypes } from '../reference/tables';
import { createUser } from '../../test/fixtures';
import type { Caller } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { photoPng, uploadFile } from './test-kit';

// The media library through HTTP (spec §7 Media library): the customer and admin views, folders, title edit, move,
// delete, download and preview, and the thumbnails served as private media.
let t: TestApp;
/** The demo customers' tokens, for the thumbnails outside the API. */
let claire: string;
let owen: string;
let reader: Caller;
let rival: Caller;

beforeAll(async () => {
  t = await createTestApp();
  claire = (await t.login(DEMO.customer)).token;
  owen = (await t.login(DEMO.other)).token;
  reader = {
    token: (await t.login(await createUser(t.db, { roles: ['READ_ONLY'], customers: ['C1001'] }))).token,
  };
  const [type] = await t.db.select().from(customerTypes).limit(1);
  await t.db
    .insert(customers)
    .values({ accountNumber: 'C9030', name: 'Harbor Gems', customerTypeId: type!.id });
  rival = {
    token: (await t.login(await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C9030'] }))).token,
  };
});
afterAll(() => t.close());

const assets = (query: { pageSize?: number; search?: string; folderId?: number }, as: Caller) =>
  t.send(getAssets, { query }, { as });
const asset = (id: number, as: Caller) => t.send(getAsset, { params: { id } }, { as });
const download = (id: number, as: Caller, isPreview?: 'true') =>
  t.send(downloadAsset, { params: { id }, query: { isPreview } }, { as });
const rename = (body: { id: number; title: string; shared?: boolean }, as: Caller) =>
  t.send(updateAsset, { body }, { as });
const remove = (ids: number[], as: Caller) => t.send(deleteAssets, { body: ids }, { as });
const newFolder = (body: { name: string; shared?: boolean }, as: Caller) =>
  t.send(createAssetFolder, { body }, { as });
const move = (ids: number[], folderID: number, as: Caller) =>
  t.send(moveAssets, { params: { folderID }, body: ids }, { as });
/** A thumbnail, served as private media: no contract, /media is outside the API. */
const thumbnail = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? t.bearer(token) : {} });

describe('the demo library', () => {
  it('shows a customer its own and the shared assets, staff every one', async () => {
    const mine = (await assets({ pageSize: 50 }, 'customer')).value;
    expect(mine.items.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Solitaire ring, 18k yellow gold', 'Signet ring sketch for engraving']),
    );
    const other = (await assets({ pageSize: 50 }, 'other')).value;
    expect(other.items.every((a) => a.shared)).toBe(true);
    expect(other.items.length).toBeLessThan(mine.items.length);
    const all = (await assets({ pageSize: 50 }, 'admin')).value;
    expect(all.pagingData.itemCount).toBeGreaterThanOrEqual(mine.pagingData.itemCount);
  });

  it('lists folders with counts, types, and searches titles case-insensitively', async () => {
    const folders = (await t.send(getAssetFolders, {}, { as: 'customer' })).value;
    expect(folders.map((f) => f.name)).toEqual(['Catalogue photography', 'Design references']);
    expect((await t.send(getAssetFolders, {}, { as: 'other' })).value).toHaveLength(1);
    const types = (await t.send(getAssetTypes, {}, { as: 'customer' })).value;
    expect(types.map((x) => x.code)).toEqual(['image', 'document']);
    const found = (await assets({ search: 'PENDANT' }, 'other')).value;
    expect(found.items.map((a) => a.title)).toEqual(['Heart pendant with ruby']);
  });

  it('draws a demo picture and its thumbnail on first request', async () => {
    const list = (await assets({ search: 'solitaire' }, 'customer')).value;
    const solitaire = list.items[0]!;
    const file = (await download(solitaire.id, 'customer')).response;
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(800);
    const thumb = await thumbnail(solitaire.thumbnailUrl!, claire);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
  });
});

describe('a customer’s upload', () => {
  let uploaded: { id: number; thumbnailUrl: string | null; title: string };

  it('is stored with its thumbnail, title from the name and size from the bytes', async () => {
    const data = await photoPng();
    const response = await uploadFile(t, 'customer', { data, filename: 'Bridal set.png' });
    expect(response.status, response.response.body).toBe(201);
    uploaded = response.value;
    expect(uploaded).toMatchObject({
      title: 'Bridal set',
      fileName: 'Bridal set.png',
      contentType: 'image/png',
      size: data.length,
      width: 640,
    });
    const thumb = await thumbnail(uploaded.thumbnailUrl!, claire);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
    const preview = (await download(uploaded.id, 'customer', 'true')).response;
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    const file = (await download(uploaded.id, 'customer')).response;
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Bridal set.png"/);
    expect(file.rawPayload.equals(data)).toBe(true);
  });

  it('is a 404 for another customer, everywhere (never revealed), and seen by staff', async () => {
    for (const stranger of ['other', rival] as const) {
      expect((await asset(uploaded.id, stranger)).status).toBe(404);
      expect((await download(uploaded.id, stranger)).status).toBe(404);
      expect((await download(uploaded.id, stranger, 'true')).status).toBe(404);
    }
    expect((await thumbnail(uploaded.thumbnailUrl!, owen)).statusCode).toBe(404);
    expect((await thumbnail(uploaded.thumbnailUrl!)).statusCode).toBe(404);
    expect((await rename({ id: uploaded.id, title: 'x' }, 'other')).status).toBe(404);
    expect((await remove([uploaded.id], rival)).status).toBe(404);
    const staff = await asset(uploaded.id, 'admin');
    expect(staff.value).toMatchObject({ customerName: 'Aurora Jewelers', shared: false });
  });

  it('takes a new title; a viewer without EDIT may look but not change', async () => {
    const renamed = await rename({ id: uploaded.id, title: '  Bridal set, final ' }, 'customer');
    expect(renamed.value.title).toBe('Bridal set, final');
    expect((await asset(uploaded.id, reader)).status).toBe(200);
    expect((await rename({ id: uploaded.id, title: 'x' }, reader)).status).toBe(403);
    const empty = await rename({ id: uploaded.id, title: ' ' }, 'customer');
    expect(empty.status).toBe(400);
    expect(empty.errorMessages).toEqual([{ key: 'title', value: 'The title is required' }]);
  });

  it('a shared asset is seen by customers but only staff change it', async () => {
    const list = (await assets({ search: 'heart' }, 'customer')).value;
    const heart = list.items[0]!;
    const refused = await rename({ id: heart.id, title: 'Mine now' }, 'customer');
    expect(refused.status).toBe(403);
    expect((await remove([heart.id], 'customer')).status).toBe(403);
    expect((await asset(heart.id, 'customer')).value.title).toBe('Heart pendant with ruby');
  });
});

describe('folders', () => {
  it('are created, filled, emptied and deleted; a folder with assets is refused with a clear message', async () => {
    const created = await newFolder({ name: 'Engagement rings', shared: true }, 'customer');
    expect(created.status).toBe(201);
    const folder = created.value;
    expect(folder).toMatchObject({ name: 'Engagement rings', shared: false, assetCount: 0 });
    const a = (
      await uploadFile(
        t,
        'customer',
        { data: await photoPng(300, 200), filename: 'a.png' },
        { folderId: String(folder.id) },
      )
    ).value;
    const b = (await uploadFile(t, 'customer', { data: await photoPng(200, 300), filename: 'b.png' })).value;
    expect(a.folderId).toBe(folder.id);
    const moved = await move([b.id], folder.id, 'customer');
    expect(moved.value).toEqual({ moved: 1 });
    const inFolder = (await assets({ folderId: folder.id }, 'customer')).value;
    expect(inFolder.items.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    const full = await t.send(deleteAssetFolder, { params: { id: folder.id } }, { as: 'customer' });
    expect(full.status).toBe(409);
    expect(full.errorMessages[0]!.value).toBe(
      'The folder “Engagement rings” still holds 2 asset(s): move or delete them first.',
    );
    const fr = await t.send(
      deleteAssetFolder,
      { params: { id: folder.id } },
      { as: 'customer', language: 'fr' },
    );
    expect(fr.errorMessages[0]!.value).toMatch(/^Le dossier « Engagement rings » contient encore 2/);
    // Into another customer's folder: that folder does not exist for this caller.
    const theirs = (await newFolder({ name: 'Theirs' }, rival)).value;
    expect((await move([a.id], theirs.id, 'customer')).status).toBe(404);
    // One asset of the list is not the caller's: nothing moves.
    const mixed = await move([a.id, 2147483000], 0, 'customer');
    expect(mixed.status).toBe(404);
    expect((await asset(a.id, 'customer')).value.folderId).toBe(folder.id);
    expect((await move([a.id], 0, 'customer')).value).toEqual({ moved: 1 });
    const deleted = await remove([b.id], 'customer');
    expect(deleted.value).toEqual({ deleted: 1 });
    expect((await asset(b.id, 'customer')).status).toBe(404);
    expect((await t.send(deleteAssetFolder, { params: { id: folder.id } }, { as: 'customer' })).status).toBe(
      200,
    );
    expect((await t.send(getAssetFolders, {}, { as: 'customer' })).value.map((f) => f.id)).not.toContain(
      folder.id,
    );
  });

  it('staff share a folder and an asset with every customer', async () => {
    const folder = (await newFolder({ name: 'Price lists', shared: true }, 'admin')).value;
    expect(folder).toMatchObject({ shared: true, customerId: null });
    const shared = (
      await uploadFile(
        t,
        'admin',
        { data: await photoPng(100, 100), filename: 'logo.png' },
        { folderId: String(folder.id), shared: 'true' },
      )
    ).value;
    expect(shared).toMatchObject({ shared: true, customerId: null });
    expect((await asset(shared.id, rival)).status).toBe(200);
    const hidden = await rename({ id: shared.id, title: 'Logo', shared: false }, 'admin');
    expect(hidden.value.shared).toBe(false);
    expect((await asset(shared.id, rival)).status).toBe(404);
  });

  it('deletes several at once, in one transaction', async () => {
    const ids = [];
    for (const name of ['x.png', 'y.png'])
      ids.push((await uploadFile(t, 'other', { data: await photoPng(120, 90), filename: name })).value.id);
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, ids[0]!));
    expect((await remove(ids, 'other')).value).toEqual({ deleted: 2 });
    expect(await t.app.services.media.read(row!.storageKey)).toBeNull();
    expect((await remove([], 'other')).status).toBe(400);
  });
});
