import type { ReactNode } from 'react';
import type { PieceShape } from '@portal/shared/family-links/piece-shape';

/** Where a piece carries the print: a disc, an oval or a rounded plate of the drawing (viewBox 0 0 200 200). */
type PrintWindow =
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number };

interface Drawing {
  /** The piece's metal, painted with `m`. */
  metal: (m: string) => ReactNode;
  /** Where it carries the print. */
  windows: PrintWindow[];
}

const chain = (m: string) => <path d="M36 0 Q100 76 164 0" fill="none" stroke={m} strokeWidth={2.5} />;
const bail = (m: string, y: number) => (
  <circle cx={100} cy={y} r={7} fill="none" stroke={m} strokeWidth={4} />
);

/**
 * Simple drawings of the catalogue's memorial pieces (seed: pendants, tags, bars, rings, bracelets, charms, cufflinks),
 * each painted with the metal `m`.
 */
const DRAWINGS: Record<PieceShape, Drawing> = {
  disc: {
    metal: (m) => (
      <>
        {chain(m)}
        {bail(m, 52)}
        <circle cx={100} cy={118} r={56} fill={m} />
      </>
    ),
    windows: [{ kind: 'circle', cx: 100, cy: 118, r: 44 }],
  },
  heart: {
    metal: (m) => (
      <>
        {chain(m)}
        {bail(m, 58)}
        <path
          d="M100 182 C46 142 28 104 54 80 C72 64 92 72 100 90 C108 72 128 64 146 80 C172 104 154 142 100 182 Z"
          fill={m}
        />
      </>
    ),
    windows: [{ kind: 'circle', cx: 100, cy: 122, r: 32 }],
  },
  teardrop: {
    metal: (m) => (
      <>
        {chain(m)}
        {bail(m, 56)}
        <path d="M100 62 C126 104 152 126 152 148 A52 52 0 0 1 48 148 C48 126 74 104 100 62 Z" fill={m} />
      </>
    ),
    windows: [{ kind: 'circle', cx: 100, cy: 148, r: 36 }],
  },
  tag: {
    metal: (m) => (
      <>
        {chain(m)}
        {bail(m, 54)}
        <rect x={60} y={62} width={80} height={124} rx={20} fill={m} />
        <circle cx={100} cy={74} r={5} fill="#f4f1ec" />
      </>
    ),
    windows: [{ kind: 'rect', x: 70, y: 88, width: 60, height: 86, rx: 10 }],
  },
  bar: {
    metal: (m) => (
      <>
        {chain(m)}
        {bail(m, 54)}
        <rect x={26} y={64} width={148} height={44} rx={8} fill={m} />
      </>
    ),
    windows: [{ kind: 'rect', x: 34, y: 70, width: 132, height: 32, rx: 4 }],
  },
  ring: {
    metal: (m) => (
      <>
        <ellipse cx={100} cy={128} rx={64} ry={44} fill="none" stroke={m} strokeWidth={14} />
        <ellipse cx={100} cy={84} rx={38} ry={28} fill={m} />
      </>
    ),
    windows: [{ kind: 'ellipse', cx: 100, cy: 84, rx: 29, ry: 20 }],
  },
  bracelet: {
    metal: (m) => (
      <>
        <ellipse
          cx={100}
          cy={96}
          rx={82}
          ry={56}
          fill="none"
          stroke={m}
          strokeWidth={7}
          strokeDasharray="7 3"
        />
        <rect x={56} y={130} width={88} height={40} rx={12} fill={m} />
      </>
    ),
    windows: [{ kind: 'rect', x: 63, y: 136, width: 74, height: 28, rx: 6 }],
  },
  charm: {
    metal: (m) => (
      <>
        <path d="M8 52 Q100 96 192 52" fill="none" stroke={m} strokeWidth={7} strokeDasharray="7 3" />
        <circle cx={100} cy={84} r={8} fill="none" stroke={m} strokeWidth={4} />
        <circle cx={100} cy={132} r={42} fill={m} />
      </>
    ),
    windows: [{ kind: 'circle', cx: 100, cy: 132, r: 33 }],
  },
  cufflinks: {
    metal: (m) => (
      <>
        <rect x={48} y={138} width={28} height={12} rx={5} fill={m} />
        <rect x={124} y={138} width={28} height={12} rx={5} fill={m} />
        <circle cx={62} cy={96} r={40} fill={m} />
        <circle cx={138} cy={96} r={40} fill={m} />
      </>
    ),
    windows: [
      { kind: 'circle', cx: 62, cy: 96, r: 31 },
      { kind: 'circle', cx: 138, cy: 96, r: 31 },
    ],
  },
  keychain: {
    metal: (m) => (
      <>
        <circle cx={72} cy={44} r={28} fill="none" stroke={m} strokeWidth={5} />
        <circle cx={104} cy={74} r={7} fill="none" stroke={m} strokeWidth={4} />
        <rect x={74} y={80} width={86} height={104} rx={18} fill={m} />
      </>
    ),
    windows: [{ kind: 'rect', x: 86, y: 94, width: 62, height: 76, rx: 10 }],
  },
};

/** The metal's colours, dark to light, as the catalogue's generated pictures draw them (catalog/product-art.ts). */
const METAL_COLOURS: Record<string, [string, string, string]> = {
  yellow: ['#8a6a1c', '#d9b44a', '#fbeaa5'],
  white: ['#6f7478', '#c4c8cc', '#f7f8f9'],
  rose: ['#8c4f45', '#d49a8a', '#f8d5c9'],
};

// The page draws one gallery: the ids of what its drawings share are the page's own.
const metalId = (colour: string | null) =>
  `memorial-metal-${colour && colour in METAL_COLOURS ? colour : 'white'}`;
const windowId = (shape: PieceShape, window: number) => `memorial-window-${shape}-${window}`;
const PRINT_ID = 'memorial-print';

function windowShape(window: PrintWindow) {
  if (window.kind === 'circle') return <circle cx={window.cx} cy={window.cy} r={window.r} />;
  if (window.kind === 'ellipse')
    return <ellipse cx={window.cx} cy={window.cy} rx={window.rx} ry={window.ry} />;
  return <rect x={window.x} y={window.y} width={window.width} height={window.height} rx={window.rx} />;
}

function windowBox(window: PrintWindow) {
  if (window.kind === 'rect') return { x: window.x, y: window.y, width: window.width, height: window.height };
  const rx = window.kind === 'circle' ? window.r : window.rx;
  const ry = window.kind === 'circle' ? window.r : window.ry;
  return { x: window.cx - rx, y: window.cy - ry, width: 2 * rx, height: 2 * ry };
}

/**
 * What every drawing of the gallery uses, written once for the page: each metal's gradient, each piece's print
 * windows, and the print itself (a picture of some 14 KB, which 24 drawings each carrying it made a third of a
 * megabyte of page). Choosing another print redraws this alone, not the pieces.
 */
export function PieceDrawingDefs({ print }: { print: string }) {
  return (
    <svg className="memorial-drawing-defs" width={0} height={0} aria-hidden="true" focusable="false">
      <defs>
        {Object.entries(METAL_COLOURS).map(([colour, [dark, mid, light]]) => (
          <linearGradient key={colour} id={metalId(colour)} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={light} />
            <stop offset="0.45" stopColor={mid} />
            <stop offset="0.8" stopColor={dark} />
            <stop offset="1" stopColor={mid} />
          </linearGradient>
        ))}
        {Object.entries(DRAWINGS).flatMap(([shape, drawing]) =>
          drawing.windows.map((window, i) => (
            <clipPath key={windowId(shape as PieceShape, i)} id={windowId(shape as PieceShape, i)}>
              {windowShape(window)}
            </clipPath>
          )),
        )}
        {/* Without a viewBox, the picture fills (and is cropped to) the box each drawing places it in. */}
        <symbol id={PRINT_ID}>
          <image href={print} width="100%" height="100%" preserveAspectRatio="xMidYMid slice" />
        </symbol>
      </defs>
    </svg>
  );
}

/**
 * A memorial piece drawn in its metal with the decedent's print where the piece carries it (the print's pixels blended
 * into the metal, as an engraving shows). Plain SVG, drawn on the server with the page: no picture to fetch. The
 * print, gradients and windows are the page's PieceDrawingDefs.
 */
export function PieceDrawing({
  shape,
  colour,
  label,
}: {
  shape: PieceShape;
  colour: string | null;
  label: string;
}) {
  const drawing = DRAWINGS[shape];
  return (
    <svg
      className="memorial-piece-drawing"
      viewBox="0 0 200 200"
      role="img"
      aria-label={label}
      data-shape={shape}
    >
      {drawing.metal(`url(#${metalId(colour)})`)}
      {drawing.windows.map((window, i) => (
        <g key={i} className="memorial-print" clipPath={`url(#${windowId(shape, i)})`}>
          <use href={`#${PRINT_ID}`} {...windowBox(window)} />
        </g>
      ))}
    </svg>
  );
}
