import { createRequire } from 'node:module';

// Not named `require`: the production bundle's banner declares that name (build.mjs).
const fromHere = createRequire(import.meta.url);

/**
 * The fonts every PDF of the portal embeds: DejaVu Sans, regular and bold, from the npm package `dejavu-fonts-ttf`
 * (pinned in apps/api/package.json). pdfkit's standard Helvetica is not embedded and knows WinAnsi only, so "Łukasz"
 * printed as garbage; DejaVu Sans covers Latin, Greek and Cyrillic, and pdfkit embeds the glyphs a document uses. The
 * file paths double as pdfkit's font names: each file is read and parsed once per document.
 */
export const PDF_FONT = fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const PDF_FONT_BOLD = fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
