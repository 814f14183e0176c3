import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { getGridSetting as getGridSettingCall } from '@portal/shared/users/get-grid-setting';
import { saveGridSetting as saveGridSettingCall } from '@portal/shared/users/save-grid-setting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from './browser-api';
import { callKey } from './calls';

/**
 * Each user's columns, page size and sort of a grid (spec §7 "GET and POST /GridSetting", spec §9 grid keys), for any
 * back-office grid: the grid declares its columns, the user's saved choice is merged over them.
 */
export type GridCode = CallInput<typeof getGridSettingCall>['params']['code'];

/** The answer of GET /GridSetting/{code}: the code and the saved settings, null until the user saves. */
type GridSettingAnswer = CallResponse<typeof getGridSettingCall>;
export type GridSettings = NonNullable<GridSettingAnswer['settings']>;
export type GridColumnSetting = GridSettings['columns'][number];
export type GridSort = NonNullable<GridSettings['sort']>;

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

/** One cache entry per grid: the answer of GET /GridSetting/{code}. */
export const gridSettingKeys = {
  detail: (code: GridCode) => callKey(getGridSettingCall, { params: { code } }),
};

/** GET /api/GridSetting/{code}: null until the user saves. A failure leaves the grid's defaults (no toast). */
export function getGridSetting(code: GridCode): Promise<GridSettingAnswer> {
  return api.send(getGridSettingCall, { params: { code } }, { silent: true });
}

/** POST /api/GridSetting. */
export function saveGridSetting(code: GridCode, settings: GridSettings): Promise<GridSettingAnswer> {
  return api.send(saveGridSettingCall, { body: { code, settings } });
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
    select: (answer): GridSettings | null => answer.settings,
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
      const previous = queryClient.getQueryData<GridSettingAnswer>(key);
      queryClient.setQueryData<GridSettingAnswer>(key, { code, settings });
      return { previous };
    },
    onError: (_error, _settings, context) =>
      queryClient.setQueryData<GridSettingAnswer>(key, context?.previous ?? { code, settings: null }),
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
