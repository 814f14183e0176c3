/**
 * Generated product pictures for the demo catalogue: a drawing of the piece (ring, band, pendant, chain...) in the
 * metal's colour, rendered to PNG by sharp the first time it is asked for. Real installations upload photographs.
 */
export const ART_KINDS = [
  'ring',
  'band',
  'engagement',
  'pendant',
  'memorial',
  'charm',
  'chain',
  'earring',
  'bracelet',
  'finding',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];
export const ART_COLOURS = ['yellow', 'white', 'rose'] as const;
export type ArtColour = (typeof ART_COLOURS)[number];
export const ART_VARIANTS = 4;

const METAL: Record<ArtColour, [string, string, string]> = {
  yellow: ['#8a6a1c', '#d9b44a', '#fbeaa5'],
  white: ['#6f7478', '#c4c8cc', '#f7f8f9'],
  rose: ['#8c4f45', '#d49a8a', '#f8d5c9'],
};
const STONES = ['#e8f4ff', '#1f4fa8', '#a3122a', '#1d7a4a'];

const metalGradient = (colour: ArtColour) => {
  const [dark, mid, light] = METAL[colour];
  return `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${mid}"/><stop offset="0.75" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>`;
};

const stone = (cx: number, cy: number, r: number, colour: string) =>
  `<g><polygon points="${cx},${cy - r} ${cx + r * 0.95},${cy - r * 0.3} ${cx + r * 0.6},${cy + r * 0.8} ${cx - r * 0.6},${cy + r * 0.8} ${cx - r * 0.95},${cy - r * 0.3}" fill="${colour}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/><polygon points="${cx},${cy - r} ${cx + r * 0.4},${cy - r * 0.1} ${cx - r * 0.4},${cy - r * 0.1}" fill="#ffffff" opacity="0.55"/></g>`;

function piece(kind: ArtKind, variant: number): string {
  const gem = STONES[variant % STONES.length]!;
  switch (kind) {
    case 'ring':
      return `<ellipse cx="400" cy="440" rx="210" ry="150" fill="none" stroke="url(#metal)" stroke-width="${34 + variant * 6}"/>${variant % 2 ? stone(400, 290, 48, gem) : ''}`;
    case 'band':
      return `<ellipse cx="400" cy="420" rx="230" ry="140" fill="none" stroke="url(#metal)" stroke-width="${50 + variant * 10}"/><ellipse cx="400" cy="420" rx="230" ry="140" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>`;
    case 'engagement':
      return `<ellipse cx="400" cy="470" rx="200" ry="140" fill="none" stroke="url(#metal)" stroke-width="30"/><path d="M350 335 L400 250 L450 335" fill="none" stroke="url(#metal)" stroke-width="14"/>${stone(400, 235, 70 + variant * 6, STONES[0]!)}`;
    case 'pendant':
    case 'charm': {
      const shape =
        variant % 3 === 0
          ? `<path d="M400 620 C250 500 220 380 300 330 C350 300 390 330 400 360 C410 330 450 300 500 330 C580 380 550 500 400 620 Z" fill="url(#metal)"/>`
          : variant % 3 === 1
            ? `<circle cx="400" cy="450" r="150" fill="url(#metal)"/><circle cx="400" cy="450" r="120" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="6"/>`
            : `<path d="M370 300 h60 v90 h90 v60 h-90 v190 h-60 v-190 h-90 v-60 h90 Z" fill="url(#metal)"/>`;
      return `<path d="M150 80 Q400 320 650 80" fill="none" stroke="url(#metal)" stroke-width="6"/><circle cx="400" cy="262" r="26" fill="none" stroke="url(#metal)" stroke-width="12"/>${shape}${kind === 'pendant' && variant % 2 ? stone(400, 450, 34, gem) : ''}`;
    }
    case 'memorial':
      return `<path d="M150 80 Q400 320 650 80" fill="none" stroke="url(#metal)" stroke-width="6"/><circle cx="400" cy="262" r="26" fill="none" stroke="url(#metal)" stroke-width="12"/><ellipse cx="400" cy="470" rx="150" ry="175" fill="url(#metal)"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<ellipse cx="400" cy="480" rx="${25 + i * 16}" ry="${32 + i * 19}" fill="none" stroke="#5a4a2a" stroke-opacity="0.45" stroke-width="4"/>`).join('')}`;
    case 'chain':
      return Array.from(
        { length: 14 },
        (_, i) =>
          `<ellipse cx="${110 + i * 45}" cy="${400 + Math.sin(i / 2 + variant) * 60}" rx="32" ry="18" transform="rotate(${i % 2 ? 30 : -30} ${110 + i * 45} ${400 + Math.sin(i / 2 + variant) * 60})" fill="none" stroke="url(#metal)" stroke-width="10"/>`,
      ).join('');
    case 'earring':
      return variant % 2
        ? `<circle cx="280" cy="400" r="120" fill="none" stroke="url(#metal)" stroke-width="22"/><circle cx="520" cy="400" r="120" fill="none" stroke="url(#metal)" stroke-width="22"/>`
        : `${stone(290, 400, 70, gem)}${stone(510, 400, 70, gem)}<circle cx="290" cy="400" r="84" fill="none" stroke="url(#metal)" stroke-width="12"/><circle cx="510" cy="400" r="84" fill="none" stroke="url(#metal)" stroke-width="12"/>`;
    case 'bracelet':
      return `<ellipse cx="400" cy="420" rx="280" ry="190" fill="none" stroke="url(#metal)" stroke-width="${26 + variant * 8}" stroke-dasharray="${variant % 2 ? '38 10' : 'none'}"/>`;
    case 'finding':
      return `<path d="M330 520 a120 120 0 1 1 140 0" fill="none" stroke="url(#metal)" stroke-width="28"/><rect x="360" y="500" width="80" height="120" rx="30" fill="url(#metal)"/><circle cx="400" cy="660" r="30" fill="none" stroke="url(#metal)" stroke-width="12"/>`;
  }
}

export function productArtSvg(kind: ArtKind, colour: ArtColour, variant: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><defs>${metalGradient(colour)}<radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9edf2"/></radialGradient><filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="14" stdDeviation="14" flood-color="#1b1f3b" flood-opacity="0.22"/></filter></defs><rect width="800" height="800" fill="url(#bg)"/><g filter="url(#shadow)">${piece(kind, variant)}</g></svg>`;
}

/** `generated/<kind>-<colour>-<variant>.png`, or null when the key is not one of ours. */
export function parseArtKey(key: string): { kind: ArtKind; colour: ArtColour; variant: number } | null {
  const match = /^generated\/([a-z]+)-([a-z]+)-(\d)\.png$/.exec(key);
  if (!match) return null;
  const [, kind, colour, variant] = match;
  if (
    !(ART_KINDS as readonly string[]).includes(kind!) ||
    !(ART_COLOURS as readonly string[]).includes(colour!) ||
    Number(variant) >= ART_VARIANTS
  )
    return null;
  return { kind: kind as ArtKind, colour: colour as ArtColour, variant: Number(variant) };
}

export const artKey = (kind: ArtKind, colour: ArtColour, variant: number) =>
  `generated/${kind}-${colour}-${variant}.png`;
