import { Box, Button, Group, Input, Text } from '@mantine/core';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

const HEIGHT = 160;
/** The drawing's own pixels: wide enough for a signature, small enough that its PNG stays far below the contract's cap. */
const MAX_WIDTH = 720;

/** A white sheet (the PDF prints the signature on white) and the pen's stroke. */
function blankPaper(element: HTMLCanvasElement) {
  const context = element.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, element.width, element.height);
  context.strokeStyle = '#1a1a2e';
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
}

/**
 * A signature drawn on a canvas with pointer events: a finger on a phone or tablet, a pen, or a mouse. Each finished
 * stroke hands the drawing up as a PNG data URL (what the contract takes); "Clear" starts again and hands up null.
 */
export function SignaturePad({
  label,
  error,
  onChange,
}: {
  label: string;
  error?: string | undefined;
  onChange: (pngDataUrl: string | null) => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    element.width = Math.min(MAX_WIDTH, Math.max(200, Math.round(element.clientWidth)));
    element.height = HEIGHT;
    blankPaper(element);
  }, []);

  /** The pointer's place in the drawing's own pixels (the canvas is shown narrower on a phone). */
  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * event.currentTarget.width) / box.width,
      y: ((event.clientY - box.top) * event.currentTarget.height) / box.height,
    };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = pointOf(event);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!last.current || !context) return;
    const next = pointOf(event);
    context.beginPath();
    context.moveTo(last.current.x, last.current.y);
    context.lineTo(next.x, next.y);
    context.stroke();
    last.current = next;
  };

  const end = () => {
    if (!last.current) return;
    last.current = null;
    setDrawn(true);
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };

  const clear = () => {
    if (canvas.current) blankPaper(canvas.current);
    setDrawn(false);
    onChange(null);
  };

  return (
    <Input.Wrapper label={label} error={error} description={t('authorizations.signature.drawHelp')}>
      <Box
        mt={4}
        style={{
          border: `1px solid var(--mantine-color-${error ? 'red-6' : 'gray-5'})`,
          borderRadius: 'var(--mantine-radius-sm)',
          overflow: 'hidden',
        }}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={drawn ? t('authorizations.signature.drawn') : t('authorizations.signature.empty')}
          data-testid="signature-canvas"
          style={{
            display: 'block',
            width: '100%',
            height: HEIGHT,
            touchAction: 'none',
            cursor: 'crosshair',
          }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
      </Box>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed" aria-live="polite">
          {drawn ? t('authorizations.signature.drawn') : t('authorizations.signature.empty')}
        </Text>
        <Button variant="subtle" size="xs" onClick={clear} disabled={!drawn}>
          {t('authorizations.signature.clear')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
