import { expect, test } from '@playwright/test';

// What a phone downloads is compressed: the page, its scripts and styles (compressed once at build time) and the API's
// JSON (on the fly), as the browser accepts (docs/benchmarks.md).
test('HTML, JavaScript, CSS and JSON arrive compressed as Brotli, or gzip when that is all the browser takes', async ({
  request,
}) => {
  for (const encoding of ['br', 'gzip']) {
    const headers = { 'accept-encoding': encoding };
    const page = await request.get('/', { headers });
    expect(page.headers()['content-encoding']).toBe(encoding);
    const html = await page.text();
    const script =
      html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? html.match(/href="(\/assets\/[^"]+\.js)"/)![1]!;
    const style = html.match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
    for (const asset of [script, style]) {
      const res = await request.get(asset, { headers });
      expect(res.headers()['content-encoding'], asset).toBe(encoding);
      expect(res.headers()['cache-control']).toContain('immutable');
    }
    const json = await request.get('/api/Countries', { headers });
    expect(json.headers()['content-encoding']).toBe(encoding);
    expect((await json.json()).hasErrors).toBe(false);
  }
  // A browser that takes no encoding still gets every byte as it is.
  const identity = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
  expect(identity.headers()['content-encoding']).toBeUndefined();
});
