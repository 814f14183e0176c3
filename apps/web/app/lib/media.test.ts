import { describe, expect, it } from 'vitest';
import { mediaSrcSet, mediaUrl } from './media';

describe('media URLs', () => {
  it('asks the media server for a width', () => {
    expect(mediaUrl('/media/generated/ring.png', 320)).toBe('/media/generated/ring.png?w=320');
    expect(mediaSrcSet('/media/a.png', 320, 960)).toBe(
      '/media/a.png?w=320 320w, /media/a.png?w=640 640w, /media/a.png?w=960 960w',
    );
  });

  it('leaves other pictures alone', () => {
    expect(mediaUrl('https://cdn.example/a.png', 320)).toBe('https://cdn.example/a.png');
    expect(mediaSrcSet('/media/a.png?v=2')).toBeUndefined();
  });
});
