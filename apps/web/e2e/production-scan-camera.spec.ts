import path from 'node:path';
import { tmpdir } from 'node:os';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-args';
import { writeCameraVideo } from './fake-camera';
import { ACCOUNTS, appReady, signIn } from './helpers';
import { bearer } from './job-orders';

// The scan page reads a job bag's QR code with the phone's camera and moves the job as a typed code does.
// Chromium's fake camera plays a video this spec writes: first a white picture, then a real job's code as a QR code.
// The pure-JS decoder is fetched only once the camera is asked for. A refused or missing camera is said plainly.

const VIDEO = path.join(process.env.E2E_DATA_DIR ?? tmpdir(), 'job-bag-camera.y4m');
writeCameraVideo(VIDEO, null);

test.use({
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
});

/** A repair job of the demo customer, priced and approved, so that the workshop may move it (its stage: none yet). */
async function approvedRepair(request: APIRequestContext) {
  const customer = await bearer(request, ACCOUNTS.customer);
  const staff = await bearer(request, ACCOUNTS.admin);
  const opened = await request.post('/api/repairs', {
    headers: customer,
    multipart: {
      piece: 'Signet ring',
      condition: 'Worn engraving',
      items: '[]',
      signedName: 'Ada Aurora',
    },
  });
  expect(opened.status()).toBe(201);
  const { orderId, orderCode } = (await opened.json()).value as { orderId: number; orderCode: string };
  const priced = await request.post(`/api/JobOrders/${orderId}/repair-price`, {
    headers: staff,
    data: { lines: [{ kind: 'LABOUR', description: 'Re-engrave', amount: 120 }] },
  });
  expect(priced.status()).toBe(200);
  const approved = await request.post(`/api/JobOrders/${orderId}/approve`, {
    headers: customer,
    data: { serviceType: 'REPAIR' },
  });
  expect(approved.status()).toBe(200);
  const timeline = await request.get(`/api/JobOrders/${orderId}/timeline`, { headers: staff });
  const { stages } = (await timeline.json()).value as { stages: { name: string }[] };
  return { orderCode, firstStage: stages[0]!.name };
}

test('staff move a job by showing its bag’s QR code to the phone’s camera (en, 360 px)', async ({
  page,
  request,
}) => {
  const job = await approvedRepair(request);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/backoffice/production/scan');
  await appReady(page);
  const decoderLoaded = () => scripts.some((p) => /jsqr/i.test(p));
  expect(decoderLoaded()).toBe(false);

  // The camera sees a white bench first: nothing is read, and the camera is closed by hand. Then the bag. The bag's
  // picture is written only once the camera is closed: Chromium may read the file again while it streams, and a code
  // read at once would close the camera under the click.
  await page.getByTestId('production-scan-camera').click();
  await expect(page.getByTestId('production-scan-video')).toBeVisible();
  await page.getByTestId('production-scan-camera-stop').click();
  await expect(page.getByTestId('production-scan-video')).toHaveCount(0);
  await expect(page.getByTestId('production-scan-result')).toHaveCount(0);
  writeCameraVideo(VIDEO, job.orderCode);
  await page.getByTestId('production-scan-camera').click();
  // The result shows the code as a badge, then what happened.
  await expect(page.getByTestId('production-scan-result').first()).toContainText(
    `${job.orderCode} is now at ${job.firstStage}.`,
  );
  // Read once, the camera closes, ready for the next bag.
  await expect(page.getByTestId('production-scan-video')).toHaveCount(0);
  const native = await page.evaluate(() => 'BarcodeDetector' in window);
  if (!native) expect(decoderLoaded()).toBe(true);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('a refused or missing camera is said in the page’s language (fr, 360 px)', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(
        new DOMException(
          'Denied',
          localStorage.getItem('camera-test') === 'absent' ? 'NotFoundError' : 'NotAllowedError',
        ),
      );
  });
  await signIn(page, ACCOUNTS.admin, { lang: 'fr' });
  await page.goto('/fr/backoffice/production/scan');
  await appReady(page);
  await page.getByTestId('production-scan-camera').click();
  await expect(page.getByTestId('production-scan-camera-error')).toHaveText(
    'L’accès à la caméra a été refusé. Autorisez ce site à utiliser la caméra dans les réglages du navigateur, ou saisissez le code.',
  );
  await page.evaluate(() => localStorage.setItem('camera-test', 'absent'));
  await page.reload();
  await appReady(page);
  await page.getByTestId('production-scan-camera').click();
  await expect(page.getByTestId('production-scan-camera-error')).toHaveText(
    'Aucune caméra n’a été trouvée sur cet appareil. Saisissez le code ou utilisez un lecteur.',
  );
  // The hardware scanner still works beside it.
  await expect(page.getByTestId('production-scan-code')).toBeEditable();
});
