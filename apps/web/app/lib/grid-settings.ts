import type { GRID_SETTING_KEYS } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from './browser-api';

/**
 * Each user's columns, page size and sort of a grid (spec §7 "GET and POST /GridSetting", spec §9 grid keys), for any
 * back-office grid: the grid declares its columns, the user's saved choice is merged over them.
 */
export type GridCode = (typeof GRID_SETTING_KEYS)[number];

export interface GridColumnSetting {
  field: string;
  visible: boolean;
  width?: number | null;
}

export interface GridSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface GridSettings {
  columns: GridColumnSetting[];
  pageSize?: number;
  sort?: GridSort | null;
}

/** A column as the grid declares it: shown unless `visible` is false; a `locked` column cannot be hidden. */
export interface GridColumnDefault {
  field: string;
  visible?: boolean;
  locked?: boolean;
}

/**
 * The grid's columns in the grid's order, shown or hidden as the user saved them. A column the grid no longer has is
 * dropped; a column added since the save gets its default; a locked column is always shown.
 */
export function mergeGridColumns(
  defaults: readonly GridColumnDefault[],
  saved: readonly GridColumnSetting[] | undefined,
): GridColumnSetting[] {
  return defaults.map((column) => {
    const mine = saved?.find((s) => s.field === column.field);
    return {
      field: column.field,
      visible: column.locked ? true : (mine?.visible ?? column.visible ?? true),
      ...(mine?.width ? { width: mine.width } : {}),
    };
  });
}

/** Shows or hides one column; the last visible column stays (a grid without columns shows nothing). */
export function toggleGridColumn(
  columns: readonly GridColumnSetting[],
  field: string,
  visible: boolean,
): GridColumnSetting[] {
  const next = columns.map((c) => (c.field === field ? { ...c, visible } : c));
  return next.some((c) => c.visible) ? next : [...columns];
}

export const gridSettingKeys = {
  all: ['grid-settings'] as const,
  detail: (code: GridCode) => [...gridSettingKeys.all, code] as const,
};

interface GridSettingAnswer {
  code: string;
  settings: GridSettings | null;
}

/** GET /api/GridSetting/{code}: null until the user saves. A failure leaves the grid's defaults (no toast). */
export async function getGridSetting(code: GridCode): Promise<GridSettings | null> {
  const answer = await api.get<GridSettingAnswer>(`/api/GridSetting/${code}`, { silent: true });
  return answer.settings;
}

/** POST /api/GridSetting. */
export async function saveGridSetting(code: GridCode, settings: GridSettings): Promise<GridSettings | null> {
  const answer = await api.post<GridSettingAnswer>('/api/GridSetting', { code, settings });
  return answer.settings;
}

export interface GridSettingsState {
  /** Every declared column with its visibility, in the grid's order. */
  columns: GridColumnSetting[];
  isVisible: (field: string) => boolean;
  pageSize: number;
  sort: GridSort | null;
  /** True until the saved settings are known (the grid may wait to avoid a flash of columns). */
  isLoading: boolean;
  setColumnVisible: (field: string, visible: boolean) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: GridSort | null) => void;
  /** Back to the grid's defaults. */
  reset: () => void;
}

/** The saved settings of a grid as they are (null until saved), for a page that only reads them (the saved sort). */
export const useSavedGridSettings = (code: GridCode) =>
  useQuery({
    queryKey: gridSettingKeys.detail(code),
    queryFn: () => getGridSetting(code),
    staleTime: Infinity,
  });

/** The user's settings of one grid, saved on every change and shown at once (rolled back if the save fails). */
export function useGridSettings(
  code: GridCode,
  defaults: readonly GridColumnDefault[],
  defaultPageSize = 10,
): GridSettingsState {
  const queryClient = useQueryClient();
  const key = gridSettingKeys.detail(code);
  const query = useSavedGridSettings(code);
  const save = useMutation({
    mutationFn: (settings: GridSettings) => saveGridSetting(code, settings),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<GridSettings | null>(key);
      queryClient.setQueryData(key, settings);
      return { previous };
    },
    onError: (_error, _settings, context) => queryClient.setQueryData(key, context?.previous ?? null),
  });
  const saved = query.data ?? null;
  const columns = useMemo(() => mergeGridColumns(defaults, saved?.columns), [defaults, saved]);
  const pageSize = saved?.pageSize ?? defaultPageSize;
  const sort = saved?.sort ?? null;
  const { mutate } = save;
  const write = useCallback(
    (change: Partial<GridSettings>) => mutate({ columns, pageSize, sort, ...change }),
    [mutate, columns, pageSize, sort],
  );

  return {
    columns,
    isVisible: (field) => columns.some((c) => c.field === field && c.visible),
    pageSize,
    sort,
    isLoading: query.isPending,
    setColumnVisible: (field, visible) => write({ columns: toggleGridColumn(columns, field, visible) }),
    setPageSize: (next) => write({ pageSize: next }),
    setSort: (next) => write({ sort: next }),
    reset: () => write({ columns: mergeGridColumns(defaults, undefined), sort: null }),
  };
}
