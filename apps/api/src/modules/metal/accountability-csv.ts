import type { MetalAccountability } from '@portal/shared/metal/accountability-schemas';
import type { ProductionStep } from '@portal/shared/metal/movement-schemas';
import type { Language } from '@portal/shared/platform/language';
import { csvText } from '../../platform/csv';

/** The CSV's words: a spreadsheet opened by a French reader shows French headings and step names. */
const WORDS = {
  en: {
    headings: [
      'Metal',
      'Master alloy',
      'Step',
      'Issued (g)',
      'Returned (g)',
      'Lost (g)',
      'Loss (%)',
      'Invoiced (g)',
    ],
    all: 'All steps',
    total: 'Total',
    steps: {
      casting: 'Casting',
      filing: 'Filing',
      assembly: 'Assembly',
      setting: 'Setting',
      polishing: 'Polishing',
      plating: 'Plating',
      finishing: 'Finishing',
    },
  },
  fr: {
    headings: [
      'Métal',
      'Alliage de base',
      'Étape',
      'Remis (g)',
      'Rendu (g)',
      'Perdu (g)',
      'Perte (%)',
      'Facturé (g)',
    ],
    all: 'Toutes les étapes',
    total: 'Total',
    steps: {
      casting: 'Fonte',
      filing: 'Limage',
      assembly: 'Assemblage',
      setting: 'Sertissage',
      polishing: 'Polissage',
      plating: 'Placage',
      finishing: 'Finition',
    },
  },
} satisfies Record<
  Language,
  { headings: string[]; all: string; total: string; steps: Record<ProductionStep, string> }
>;

const grams = (value: number) => value.toFixed(3);
const percent = (value: number | null) => (value === null ? null : value.toFixed(2));

/** The report as CSV: one line per metal (all steps), one per metal and step, then the period's total. */
export function accountabilityCsv(report: MetalAccountability, language: Language): string {
  const words = WORDS[language];
  const lines: (string | number | null)[][] = [words.headings];
  for (const alloy of report.alloys) {
    lines.push([
      alloy.metalName,
      alloy.masterAlloyName,
      words.all,
      grams(alloy.issued),
      grams(alloy.returned),
      grams(alloy.lost),
      percent(alloy.lossPercent),
      grams(alloy.invoiced),
    ]);
    for (const step of report.steps.filter((s) => s.metalId === alloy.metalId))
      lines.push([
        step.metalName,
        alloy.masterAlloyName,
        words.steps[step.step],
        grams(step.issued),
        grams(step.returned),
        grams(step.lost),
        percent(step.lossPercent),
        null,
      ]);
  }
  const t = report.total;
  lines.push([
    words.total,
    null,
    words.all,
    grams(t.issued),
    grams(t.returned),
    grams(t.lost),
    percent(t.lossPercent),
    grams(t.invoiced),
  ]);
  return csvText(lines);
}
