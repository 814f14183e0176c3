import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './html-compression';

describe('the encoding of a page', () => {
  it('is Brotli when the browser takes it, gzip otherwise, none when it takes neither', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});
