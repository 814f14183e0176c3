import './stacked-rows.css';

/** The class that turns a data table into cards on a phone (stacked-rows.css). */
export const STACKED_ROWS = 'stacked-rows';

/** A column's cells carry its title, which a card shows before each value. */
export const stackedCell = (label: string) => ({
  customCellAttributes: () => ({ 'data-label': label }),
});
