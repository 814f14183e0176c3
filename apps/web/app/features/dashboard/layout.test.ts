import { DASHBOARD_CARDS, type DashboardSettings } from '@portal/shared/dashboard/schemas';
import { describe, expect, it } from 'vitest';
import { moveCard, neighbour, setVisible, shownCards, toggleSpan } from './layout';

const initial: DashboardSettings = {
  cards: DASHBOARD_CARDS.map((code) => ({ code, visible: true })),
  layout: DASHBOARD_CARDS.map((code) => ({ code, span: 1 })),
};

describe('dashboard layout', () => {
  it('moves a card to another card’s place, in both directions', () => {
    const down = moveCard(initial, 'MESSAGES', 'JOB_ORDERS');
    expect(down.layout.slice(0, 4).map((e) => e.code)).toEqual([
      'BALANCE',
      'JOB_ORDERS',
      'MESSAGES',
      'SALES_ORDERS',
    ]);
    const up = moveCard(initial, 'FEATURED', 'MESSAGES');
    expect(up.layout[0]!.code).toBe('FEATURED');
    expect(up.layout).toHaveLength(DASHBOARD_CARDS.length);
  });

  it('shows visible, allowed cards only, and steps over the hidden ones', () => {
    const hidden = setVisible(initial, 'BALANCE', false);
    const shown = shownCards(hidden, (code) => code !== 'JOB_ORDERS');
    expect(shown.slice(0, 2).map((e) => e.code)).toEqual(['MESSAGES', 'SALES_ORDERS']);
    expect(neighbour(shown, 'SALES_ORDERS', -1)).toBe('MESSAGES');
    expect(neighbour(shown, 'MESSAGES', -1)).toBeNull();
  });

  it('toggles a card between half and full width', () => {
    const wide = toggleSpan(initial, 'METALS');
    expect(wide.layout.find((e) => e.code === 'METALS')!.span).toBe(2);
    expect(toggleSpan(wide, 'METALS').layout.find((e) => e.code === 'METALS')!.span).toBe(1);
  });
});
