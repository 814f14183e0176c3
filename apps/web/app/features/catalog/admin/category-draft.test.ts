import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, MAX_IMAGE_BYTES } from './category-draft';

const valid = { ...draftOf(null), name: 'Signet rings', code: 'RINGS-SIGNET' };
const file = (type: string, size: number) => ({ type, size, name: 'picture' }) as File;

describe('category draft', () => {
  it('starts a new category under the chosen parent with the default rank', () => {
    expect(draftOf(null, 4)).toMatchObject({ name: '', code: '', parentId: 4, rank: 100, images: {} });
  });

  it('accepts a complete draft', () => {
    expect(draftErrors(valid)).toEqual({});
    expect(draftErrors({ ...valid, images: { largeImage: file('image/png', 1000) } })).toEqual({});
  });

  it('needs a name and a code made of letters, digits, - and _', () => {
    expect(draftErrors({ ...valid, name: '  ', code: '' })).toEqual({
      name: 'catalogAdmin.errors.nameRequired',
      code: 'catalogAdmin.errors.codeRequired',
    });
    expect(draftErrors({ ...valid, code: 'RINGS SIGNET' }).code).toBe('catalogAdmin.errors.codeFormat');
    expect(draftErrors({ ...valid, code: 'R'.repeat(41) }).code).toBe('catalogAdmin.errors.tooLong');
  });

  it('keeps the rank a whole number from 0 to 1,000,000', () => {
    expect(draftErrors({ ...valid, rank: -1 }).rank).toBeDefined();
    expect(draftErrors({ ...valid, rank: 2.5 }).rank).toBeDefined();
    expect(draftErrors({ ...valid, rank: 0 }).rank).toBeUndefined();
  });

  it('takes pictures only, up to the upload limit', () => {
    expect(draftErrors({ ...valid, images: { smallImage: file('application/pdf', 10) } })).toEqual({
      smallImage: 'catalogAdmin.errors.imageType',
    });
    expect(
      draftErrors({ ...valid, images: { title1Image: file('image/jpeg', MAX_IMAGE_BYTES + 1) } }),
    ).toEqual({
      title1Image: 'catalogAdmin.errors.imageSize',
    });
  });
});
