import { describe, expect, it } from 'vitest';
import { addPictures, choosePreview, emptyPictureList, previewOf, removePicture } from './picture-list';

const picture = (id: string) => ({ id });
const listOf = (...ids: string[]) => addPictures(emptyPictureList(), ids.map(picture), 10).list;

describe('custom-order pictures', () => {
  it('previews the first picture added and keeps the preview when more come', () => {
    const first = listOf('a', 'b');
    expect(previewOf(first)?.id).toBe('a');
    const chosen = choosePreview(first, 'b');
    const more = addPictures(chosen, [picture('c')], 10).list;
    expect(more.items.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(previewOf(more)?.id).toBe('b');
  });

  it('refuses pictures beyond the limit', () => {
    const { list, accepted, rejected } = addPictures(listOf('a', 'b'), ['c', 'd', 'e'].map(picture), 4);
    expect(list.items.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(accepted.map((p) => p.id)).toEqual(['c', 'd']);
    expect(rejected.map((p) => p.id)).toEqual(['e']);
  });

  it('ignores a preview choice of a picture that is not in the list', () => {
    const list = listOf('a', 'b');
    expect(choosePreview(list, 'z')).toBe(list);
  });

  describe('spec §5: deleting a picture', () => {
    it('switches the preview to the first remaining picture when others remain', () => {
      const list = choosePreview(listOf('a', 'b', 'c'), 'c');
      const { list: after, removed } = removePicture(list, 'c');
      expect(after.items.map((p) => p.id)).toEqual(['a', 'b']);
      expect(previewOf(after)?.id).toBe('a');
      expect(removed.map((p) => p.id)).toEqual(['c']);
    });

    it('switches to the first remaining one even when another picture was deleted than the one shown', () => {
      const list = choosePreview(listOf('a', 'b', 'c'), 'c');
      const after = removePicture(list, 'a').list;
      expect(after.items.map((p) => p.id)).toEqual(['b', 'c']);
      expect(previewOf(after)?.id).toBe('b');
    });

    it('keeps one picture when one of two is deleted', () => {
      const after = removePicture(listOf('a', 'b'), 'a').list;
      expect(after.items.map((p) => p.id)).toEqual(['b']);
      expect(previewOf(after)?.id).toBe('b');
    });

    it('empties the list when the last picture is deleted', () => {
      const { list: after, removed } = removePicture(listOf('a'), 'a');
      expect(after).toEqual({ items: [], previewId: null });
      expect(previewOf(after)).toBeNull();
      expect(removed.map((p) => p.id)).toEqual(['a']);
    });

    it('changes nothing for an unknown picture', () => {
      const list = listOf('a', 'b');
      expect(removePicture(list, 'z')).toEqual({ list, removed: [] });
    });
  });
});
