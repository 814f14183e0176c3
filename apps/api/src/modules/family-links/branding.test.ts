import { createFamilyLink } from '@portal/shared/family-links/create-family-link';
import { getFamilyBranding } from '@portal/shared/family-links/get-family-branding';
import { getFamilyPage } from '@portal/shared/family-links/get-family-page';
import { saveFamilyColours } from '@portal/shared/family-links/save-family-colours';
import { uploadFamilyLogo } from '@portal/shared/family-links/upload-family-logo';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { decedents } from '../decedents/tables';
import { customerTypes } from '../reference/tables';
import { createUser, customerId } from '../../test/fixtures';
import type { FormFile } from '../../test/multipart';
import { DEMO, type Caller } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOGO_FOLDER } from './branding';

// The demo funeral home C1002, whose administrator is other@demo.test; a second funeral home tries to change its look.
let t: TestApp;
let owner: { token: string };
let home: number;
let rival: { token: string };
let buyer: Caller;
let whitfield: number;

beforeAll(async () => {
  t = await createTestApp();
  home = await customerId(t.db, 'C1002');
  owner = { token: (await t.login(DEMO.other)).token };
  const [type] = await t.db.select().from(customerTypes).where(eq(customerTypes.code, 'FUNERAL_HOME'));
  await t.db
    .insert(customers)
    .values({ accountNumber: 'C9041', name: 'Hillcrest Chapel', customerTypeId: type!.id });
  rival = {
    token: (await t.login(await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C9041'] }))).token,
  };
  buyer = {
    token: (await t.login(await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1002'] }))).token,
  };
  const [row] = await t.db
    .select({ id: decedents.id })
    .from(decedents)
    .where(and(eq(decedents.customerId, home), eq(decedents.lastName, 'Whitfield')));
  whitfield = row!.id;
});
afterAll(() => t.close());

const uploadLogo = (caller: { token: string }, file: FormFile) =>
  t.send(uploadFamilyLogo, { params: { id: home }, form: { file } }, { as: caller });
const branding = async () => (await t.send(getFamilyBranding, { params: { id: home } }, { as: owner })).value;
const logoFiles = async () =>
  (await readdir(path.join(t.app.services.config.DATA_DIR, 'media', LOGO_FOLDER)).catch(() => [])).length;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1f3a5f' } })
    .png()
    .toBuffer();

describe('the funeral home’s logo and colours on the family page', () => {
  it('refuses a colour that is not #rrggbb, and nothing changes', async () => {
    const before = await branding();
    const res = await t.send(
      saveFamilyColours,
      { params: { id: home }, body: { primaryColour: 'navy', accentColour: '#c9a227' } },
      { as: owner, language: 'fr' },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.response.body)).toContain('six chiffres hexadécimaux');
    expect(await branding()).toEqual(before);
  });

  it('refuses a file that is no picture even named .png, and keeps nothing', async () => {
    const files = await logoFiles();
    const res = await uploadLogo(owner, {
      data: Buffer.from('%PDF-1.4 not a picture at all'),
      filename: 'logo.png',
      type: 'image/png',
    });
    expect(res.status, res.response.body).toBe(415);
    expect(res.response.body).toContain('PNG, JPEG or WebP');
    expect(await logoFiles()).toBe(files);
    expect((await branding()).logoUrl).toBeNull();
  });

  it('lets neither another funeral home nor a buyer change them', async () => {
    const colours = { primaryColour: '#000000', accentColour: '#ffffff' };
    const other = await t.send(saveFamilyColours, { params: { id: home }, body: colours }, { as: rival });
    expect(other.status).toBe(404);
    const logo = await uploadLogo(rival, { data: await png(40, 40), filename: 'l.png', type: 'image/png' });
    expect(logo.status).toBe(404);
    const notAdmin = await t.send(saveFamilyColours, { params: { id: home }, body: colours }, { as: buyer });
    expect(notAdmin.status).toBe(403);
    expect(await branding()).toMatchObject({ primaryColour: null, accentColour: null, logoUrl: null });
  });

  it('shows the saved logo and colours on the family page, the logo loaded without an account', async () => {
    const saved = await t.send(
      saveFamilyColours,
      { params: { id: home }, body: { primaryColour: '#1F3A5F', accentColour: '#c9a227' } },
      { as: owner },
    );
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.value).toMatchObject({ primaryColour: '#1f3a5f', accentColour: '#c9a227' });
    const first = await uploadLogo(owner, {
      data: await png(1200, 400),
      filename: 'chapel.png',
      type: 'image/png',
    });
    expect(first.status, first.response.body).toBe(200);
    const second = await uploadLogo(owner, {
      data: await png(300, 100),
      filename: 'chapel.png',
      type: 'image/png',
    });
    const logoUrl = second.value.logoUrl!;
    expect(logoUrl).toMatch(new RegExp(`^/media/${LOGO_FOLDER}/[0-9a-f-]{36}\\.webp$`));
    expect(logoUrl).not.toContain('chapel');
    expect(await logoFiles()).toBe(1);

    const link = await t.send(
      createFamilyLink,
      { params: { id: whitfield }, body: { expiresInDays: 7 } },
      { as: owner },
    );
    const page = await t.send(
      getFamilyPage,
      { params: { token: link.value.token }, query: {} },
      { as: 'anonymous' },
    );
    expect(page.value.branding).toEqual({ logoUrl, primaryColour: '#1f3a5f', accentColour: '#c9a227' });
    // Raw: the logo's address is a media file's, loaded by the page's visitor without an account.
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const size = await sharp(served.rawPayload).metadata();
    expect(size.width).toBeLessThanOrEqual(480);
  });
});
