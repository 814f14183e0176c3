import sharp from 'sharp';

/**
 * A drawn fingerprint (a whorl of ridges, varied by `seed`), the same bytes for the same seed: the demo prints and the
 * tests' uploads. It passes the quality check; the tests blur it, shrink it or wash it out to see the refusals.
 */
export function fingerprintSvg(seed: number, width = 480, height = 600): string {
  const cx = width / 2;
  const cy = height / 2;
  const ridges: string[] = [];
  for (let r = 8; r < Math.max(width, height) * 0.45; r += 9) {
    const points: string[] = [];
    for (let angle = 0; angle <= 360; angle += 6) {
      const rad = (angle * Math.PI) / 180;
      const wobble = 1 + 0.06 * Math.sin(rad * 3 + seed + r / 40) + 0.02 * Math.cos(rad * (5 + (seed % 3)));
      points.push(
        `${(cx + Math.cos(rad) * r * 0.78 * wobble).toFixed(1)},${(cy + Math.sin(rad) * r * wobble).toFixed(1)}`,
      );
    }
    ridges.push(`<polyline points="${points.join(' ')}" fill="none" stroke="#222" stroke-width="4"/>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#f4f1ec"/>${ridges.join('')}</svg>`
  );
}

/** The drawn print as a PNG. */
export function fingerprintPng(seed: number, width?: number, height?: number): Promise<Buffer> {
  return sharp(Buffer.from(fingerprintSvg(seed, width, height)))
    .png()
    .toBuffer();
}

/** The key of a demo print: its picture is drawn from the seed on its first request, like the catalogue's art. */
export const demoPrintKey = (seed: number) => `fingerprints/demo-${seed}.png`;

/** Draws a demo print for its key; null for any other key. */
export async function generateDemoPrint(key: string): Promise<Buffer | null> {
  const match = /^fingerprints\/demo-(\d{1,4})\.png$/.exec(key);
  return match ? fingerprintPng(Number(match[1])) : null;
}
