/**
 * Reading a job bag's QR code from the camera ("from a hardware scanner … or the phone's camera"): the
 * browser's BarcodeDetector where it reads QR codes, else jsQR, a small pure-JS decoder loaded only when the camera is
 * opened, so that the scan page's first load does not carry it.
 */

export type CameraRefusal = 'refused' | 'absent' | 'failed';

/** Why the camera could not be opened, from the error getUserMedia gave. */
export function cameraRefusalOf(error: unknown): CameraRefusal {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'absent';
  return 'failed';
}

/** The rear camera where there is one (a phone's), any camera otherwise. */
export function openCamera(): Promise<MediaStream> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia)
    return Promise.reject(new DOMException('No camera', 'NotFoundError'));
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
}

type Decoder = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<Decoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats: string[] = await Detector.getSupportedFormats().catch(() => []);
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

async function scriptDecoder(): Promise<Decoder> {
  const { default: jsQR } = await import('jsqr');
  return (video, canvas) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return Promise.resolve(null);
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return Promise.resolve(null);
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return Promise.resolve(
      jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null,
    );
  };
}

/** The decoder this browser has: its own when it reads QR codes, else jsQR. */
export async function qrDecoder(): Promise<Decoder> {
  return (await nativeDecoder()) ?? scriptDecoder();
}
