import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`): YUV4MPEG2, 4:2:0, one frame that
 * Chromium repeats. With a text, the frame shows that text's QR code on white, as a job bag held up to a phone;
 * without, a plain white frame (the camera before a bag comes in view).
 */
const WIDTH = 640;
const HEIGHT = 480;
const WHITE = 235;
const BLACK = 16;
/** The blank modules around a QR code that a reader needs to find it. */
const QUIET_ZONE = 4;

export function writeCameraVideo(file: string, text: string | null): void {
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  if (text !== null) {
    const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
    const scale = Math.floor((HEIGHT - 40) / (size + 2 * QUIET_ZONE));
    const left = Math.floor((WIDTH - size * scale) / 2);
    const top = Math.floor((HEIGHT - size * scale) / 2);
    for (let row = 0; row < size; row += 1)
      for (let col = 0; col < size; col += 1) {
        if (!data[row * size + col]) continue;
        for (let y = 0; y < scale; y += 1)
          luma.fill(
            BLACK,
            (top + row * scale + y) * WIDTH + left + col * scale,
            (top + row * scale + y) * WIDTH + left + (col + 1) * scale,
          );
      }
  }
  // No colour: both chroma planes at their middle value.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`, 'ascii'),
      Buffer.from('FRAME\n', 'ascii'),
      luma,
      chroma,
    ]),
  );
}
