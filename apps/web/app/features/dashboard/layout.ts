import type { DashboardCardCode, DashboardSettings } from '@portal/shared/dashboard/schemas';

/** The cards a user sees, in the user's order: visible ones the user may see the data of. */
export function shownCards(settings: DashboardSettings, allowed: (code: DashboardCardCode) => boolean) {
  return settings.layout.filter(
    (entry) => allowed(entry.code) && settings.cards.find((c) => c.code === entry.code)?.visible !== false,
  );
}

/** Moves a card to where another one is (drag and drop, or a step by the keyboard menu). */
export function moveCard(
  settings: DashboardSettings,
  code: DashboardCardCode,
  target: DashboardCardCode,
): DashboardSettings {
  const from = settings.layout.findIndex((e) => e.code === code);
  const to = settings.layout.findIndex((e) => e.code === target);
  if (from < 0 || to < 0 || from === to) return settings;
  const layout = [...settings.layout];
  const [moved] = layout.splice(from, 1);
  layout.splice(to, 0, moved!);
  return { ...settings, layout };
}

/** The neighbour a card steps over: the previous or next card the user sees (hidden ones are skipped). */
export function neighbour(
  shown: readonly { code: DashboardCardCode }[],
  code: DashboardCardCode,
  step: -1 | 1,
): DashboardCardCode | null {
  const index = shown.findIndex((e) => e.code === code);
  return shown[index + step]?.code ?? null;
}

export function setVisible(
  settings: DashboardSettings,
  code: DashboardCardCode,
  visible: boolean,
): DashboardSettings {
  return { ...settings, cards: settings.cards.map((c) => (c.code === code ? { ...c, visible } : c)) };
}

/** A card takes half the row or the whole row on wide screens. */
export function toggleSpan(settings: DashboardSettings, code: DashboardCardCode): DashboardSettings {
  return {
    ...settings,
    layout: settings.layout.map((e) => (e.code === code ? { ...e, span: e.span === 2 ? 1 : 2 } : e)),
  };
}
