import {
  FIXING_METALS,
  type FixingImportResult,
  type ImportedLine,
} from '@portal/shared/metal/fixing-schemas';
import { fixingImportFields } from '@portal/shared/metal/import-metal-fixings';
import type { Language } from '@portal/shared/platform/language';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { changeContent } from '../../platform/content-generation';
import { csvTextOf } from '../../platform/csv';
import { AppError, invalid } from '../../platform/errors';
import { translateMessage } from '../../platform/messages';
import { parseFields, type BoundedUpload } from '../../platform/multipart';
import type { Scope } from '../../platform/scope';
import { FUTURE_FIXING, guardDuplicates, settleAlloyPrice } from './fixings-service';
import { masterAlloys, metalFixings } from './tables';

/** A year of daily fixings of four metals, twice a day, fits many times over. */
export const FIXING_IMPORT_MAX_BYTES = 512 * 1024;
const MAX_LINES = 5000;
const DEFAULT_SOURCE: Record<string, string> = {
  GOLD: 'LBMA',
  SILVER: 'LBMA',
  PLATINUM: 'LME',
  PALLADIUM: 'LME',
};

/**
 * When each session fixes, London time (docs/jewelry-trade.md §2): the time a line of a file is recorded at, the file
 * giving only the day. Silver has one price a day (noon), whichever session the file names.
 */
export const SESSION_TIMES: Record<string, { AM: string; PM: string }> = {
  GOLD: { AM: '10:30', PM: '15:00' },
  SILVER: { AM: '12:00', PM: '12:00' },
  PLATINUM: { AM: '09:45', PM: '14:00' },
  PALLADIUM: { AM: '09:45', PM: '14:00' },
};

const LONDON_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** A London wall-clock time of a day as an instant: GMT in winter, BST (one hour ahead) in summer. */
export function londonTime(day: string, time: string): Date {
  const asUtc = new Date(`${day}T${time}:00Z`);
  const shift = (Number(LONDON_HOUR.format(asUtc)) - asUtc.getUTCHours() + 24) % 24;
  return new Date(asUtc.getTime() - shift * 3_600_000);
}

/** The line's fields, split on commas; a field may be quoted ("2,650.40" stays one field). */
function splitLine(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(current.trim());
      current = '';
    } else current += char;
  }
  fields.push(current.trim());
  return fields;
}

const REQUIRED_COLUMNS = ['date', 'metal', 'session', 'price'] as const;

interface CandidateLine extends ImportedLine {
  alloyId?: number;
  fixedAt?: Date;
  source?: string;
}

/** Reads the file's lines against the rules of a fixing; nothing is written. */
async function readLines(db: Db, text: string, defaultSource: string | undefined, now: Date) {
  const rows = text.split(/\r?\n/);
  const header = splitLine(rows[0] ?? '').map((c) => c.toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0)
    throw invalid(
      'file',
      `The first line must name the columns date, metal, session and price (missing: ${missing.join(', ')})`,
    );
  const column = (fields: string[], name: string) => fields[header.indexOf(name)] ?? '';
  const dataRows = rows
    .map((row, i) => ({ row, line: i + 1 }))
    .slice(1)
    .filter(({ row }) => row.trim() !== '');
  if (dataRows.length === 0) throw invalid('file', 'The file has no fixings below its header line');
  if (dataRows.length > MAX_LINES) throw invalid('file', `A file may hold at most ${MAX_LINES} fixings`);
  const alloys = await db
    .select()
    .from(masterAlloys)
    .where(inArray(masterAlloys.code, [...FIXING_METALS]));
  const seen = new Map<string, number>();
  const lines: CandidateLine[] = [];
  for (const { row, line } of dataRows) {
    const fields = splitLine(row);
    const date = column(fields, 'date');
    const metal = column(fields, 'metal').toUpperCase();
    const session = column(fields, 'session').toUpperCase();
    const price = column(fields, 'price').replace(/[\s$€£]/g, '');
    const source =
      (header.includes('source') ? column(fields, 'source') : '') || defaultSource || DEFAULT_SOURCE[metal];
    const reasons: string[] = [];
    const validDate =
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
      new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
    if (!validDate) reasons.push('The date must be a day written YYYY-MM-DD');
    const alloy = alloys.find((a) => a.code === metal);
    if (!alloy) reasons.push('Unknown metal: choose GOLD, SILVER, PLATINUM or PALLADIUM');
    if (session !== 'AM' && session !== 'PM') reasons.push('Unknown session: choose AM or PM');
    if (!/^-?\d+(\.\d+)?$/.test(price)) reasons.push('The price must be a number');
    else if (Number(price) <= 0) reasons.push('The price must be more than zero');
    else if (Number(price) > 1_000_000) reasons.push('The price must be at most 1,000,000');
    if (source && source.length > 60) reasons.push('The source must be at most 60 characters');
    let fixedAt: Date | undefined;
    if (validDate && alloy && (session === 'AM' || session === 'PM')) {
      fixedAt = londonTime(date, SESSION_TIMES[metal]![session]);
      if (fixedAt.getTime() > now.getTime()) reasons.push(FUTURE_FIXING);
      const key = `${metal} ${date} ${session}`;
      const first = seen.get(key);
      if (first !== undefined)
        reasons.push(`The file has this metal, day and session already on line ${first}`);
      else seen.set(key, line);
    }
    lines.push({
      line,
      date,
      metal,
      session,
      price,
      status: reasons.length > 0 ? 'refused' : 'valid',
      reasons,
      fixingId: null,
      alloyId: alloy?.id,
      fixedAt,
      source,
    });
  }
  return lines;
}

async function markRecorded(db: Db, lines: CandidateLine[]) {
  const candidates = lines.filter((l) => l.status === 'valid');
  if (candidates.length === 0) return;
  const recorded = await db
    .select({
      alloyId: metalFixings.masterAlloyId,
      day: metalFixings.fixingDate,
      session: metalFixings.session,
    })
    .from(metalFixings)
    .where(
      and(
        inArray(metalFixings.masterAlloyId, [...new Set(candidates.map((l) => l.alloyId!))]),
        inArray(metalFixings.fixingDate, [...new Set(candidates.map((l) => l.date))]),
      ),
    );
  for (const line of candidates) {
    if (
      recorded.some((r) => r.alloyId === line.alloyId && r.day === line.date && r.session === line.session)
    ) {
      line.status = 'refused';
      line.reasons.push('This fixing is already recorded: correct it in the list instead');
    }
  }
}

/**
 * POST /metal-fixings/import: every line checked, then in one transaction either all the fixings are recorded, or the
 * valid ones when asked, or none. The metals are priced from the latest fixing when the file brought a newer one.
 */
export async function importMetalFixings(
  db: Db,
  scope: Scope,
  upload: BoundedUpload,
  language: Language,
  now = new Date(),
): Promise<FixingImportResult> {
  if (upload.tooLarge)
    throw new AppError(
      'TOO_LARGE',
      `The file is too large: a file of fixings may hold at most ${FIXING_IMPORT_MAX_BYTES / 1024} KB`,
    );
  if (!upload.file) throw invalid('file', 'Choose the CSV file of fixings');
  const fields = parseFields(fixingImportFields, upload.fields);
  const lines = await readLines(db, csvTextOf(upload.file.data), fields.source || undefined, now);
  const keepValid = fields.importValidLines === 'true';
  const answer = () => {
    const taken = lines.filter((l) => l.status === 'taken').length;
    return {
      kept: taken > 0,
      taken,
      refused: lines.filter((l) => l.status === 'refused').length,
      lines: lines.map(({ alloyId: _a, fixedAt: _f, source: _s, ...line }) => ({
        ...line,
        reasons: line.reasons.map((reason) => translateMessage(language, reason)),
      })),
    };
  };
  // Two imports of the same file at once: the second meets the first's rows at the unique key and is refused (409).
  await guardDuplicates(() =>
    importInOneTransaction(db, scope, lines, keepValid, upload.file!.filename, now),
  );
  return answer();
}

async function importInOneTransaction(
  db: Db,
  scope: Scope,
  lines: CandidateLine[],
  keepValid: boolean,
  filename: string,
  now: Date,
) {
  await changeContent(db, async (tx) => {
    await markRecorded(tx, lines);
    const valid = lines.filter((l) => l.status === 'valid');
    if (valid.length === 0 || (!keepValid && valid.length < lines.length)) return;
    const inserted = await tx
      .insert(metalFixings)
      .values(
        valid.map((l) => ({
          masterAlloyId: l.alloyId!,
          fixingDate: l.date,
          session: l.session,
          source: l.source!,
          pricePerOunce: Number(l.price).toFixed(2),
          fixedAt: l.fixedAt!,
          recordedByUserId: scope.userId,
          recordedAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: metalFixings.id });
    valid.forEach((line, i) => {
      line.status = 'taken';
      line.fixingId = inserted[i]!.id;
    });
    await recordAudit(tx, scope, {
      action: 'metalFixing.import',
      entityType: 'metalFixing',
      details: {
        file: filename,
        taken: inserted.map((r) => r.id),
        refusedLines: lines.filter((l) => l.status === 'refused').map((l) => l.line),
      },
    });
    for (const alloyId of new Set(valid.map((l) => l.alloyId!)))
      await settleAlloyPrice(
        tx,
        scope,
        alloyId,
        valid.filter((l) => l.alloyId === alloyId).map((l) => l.fixingId!),
      );
  });
}
