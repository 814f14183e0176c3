/** The pictures of a design before upload, and which one the big preview shows. */
export interface PictureList<T extends { id: string }> {
  items: T[];
  previewId: string | null;
}

export const emptyPictureList = <T extends { id: string }>(): PictureList<T> => ({
  items: [],
  previewId: null,
});

/**
 * Adds pictures at the end, up to `max` in all; the preview stays where it was, or shows the first added one when
 * nothing was shown. `rejected` are those beyond the limit.
 */
export function addPictures<T extends { id: string }>(
  list: PictureList<T>,
  added: readonly T[],
  max: number,
): { list: PictureList<T>; accepted: T[]; rejected: T[] } {
  const room = Math.max(0, max - list.items.length);
  const accepted = added.slice(0, room);
  const items = [...list.items, ...accepted];
  const previewId = list.previewId ?? accepted[0]?.id ?? null;
  return { list: { items, previewId }, accepted, rejected: added.slice(room) };
}

export function choosePreview<T extends { id: string }>(list: PictureList<T>, id: string): PictureList<T> {
  return list.items.some((item) => item.id === id) ? { ...list, previewId: id } : list;
}

/**
 * spec §5 "Deleting a custom-order image": while more than one picture is in the list, the picture is removed and the
 * big preview switches to the first remaining one (whichever was deleted); deleting the last one empties the list.
 * `removed` is what the caller must release (object URLs).
 */
export function removePicture<T extends { id: string }>(
  list: PictureList<T>,
  id: string,
): { list: PictureList<T>; removed: T[] } {
  if (!list.items.some((item) => item.id === id)) return { list, removed: [] };
  if (list.items.length > 1) {
    const items = list.items.filter((item) => item.id !== id);
    return { list: { items, previewId: items[0]!.id }, removed: list.items.filter((item) => item.id === id) };
  }
  return { list: emptyPictureList<T>(), removed: list.items };
}

export function previewOf<T extends { id: string }>(list: PictureList<T>): T | null {
  return list.items.find((item) => item.id === list.previewId) ?? null;
}
