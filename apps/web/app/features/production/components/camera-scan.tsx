import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type CameraRefusal, cameraRefusalOf, openCamera, qrDecoder } from './camera-reader';

const REFUSAL_MESSAGE = {
  refused: 'production.scan.cameraRefused',
  absent: 'production.scan.cameraAbsent',
  failed: 'production.scan.cameraFailed',
} as const;

/** How often a frame is read: often enough to feel instant, rare enough to leave a phone's processor alone. */
const READ_EVERY_MS = 150;

/**
 * "Scan with camera" on the scan page: the rear camera's picture until a job bag's QR code is read, which goes to
 * `onCode` as a typed code would; then the camera is closed, ready to be opened for the next bag.
 */
export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<CameraRefusal | null>(null);
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);

  const start = async () => {
    setRefusal(null);
    setStarting(true);
    try {
      setStream(await openCamera());
    } catch (error) {
      setRefusal(cameraRefusalOf(error));
    } finally {
      setStarting(false);
    }
  };

  useEffect(() => {
    const element = video.current;
    if (!stream || !element) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    const canvas = document.createElement('canvas');
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream.getTracks()) track.stop();
    };
    void qrDecoder()
      .then((decode) => {
        const read = async () => {
          if (stopped) return;
          const code = await decode(element, canvas).catch(() => null);
          if (stopped) return;
          if (code?.trim()) {
            stop();
            setStream(null);
            latestOnCode.current(code.trim());
            return;
          }
          timer = setTimeout(() => void read(), READ_EVERY_MS);
        };
        void read();
      })
      .catch(() => {
        stop();
        setStream(null);
        setRefusal('failed');
      });
    return stop;
  }, [stream]);

  return (
    <Stack gap="xs">
      {stream ? (
        <>
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('production.scan.cameraView')}
            style={{ width: '100%', maxHeight: 360, background: '#000', borderRadius: 4 }}
            data-testid="production-scan-video"
          />
          <Text size="sm" c="dimmed">
            {t('production.scan.cameraHelp')}
          </Text>
          <Button variant="default" onClick={() => setStream(null)} data-testid="production-scan-camera-stop">
            {t('production.scan.cameraStop')}
          </Button>
        </>
      ) : (
        <Button
          variant="default"
          loading={starting}
          onClick={() => void start()}
          data-testid="production-scan-camera"
        >
          {t('production.scan.camera')}
        </Button>
      )}
      {refusal && (
        <Alert color="orange" role="alert" data-testid="production-scan-camera-error">
          {t(REFUSAL_MESSAGE[refusal])}
        </Alert>
      )}
    </Stack>
  );
}
