import { Alert, App, Button, Checkbox, Flex, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { newRequestId, useT } from '@pest-portal/shared';
import { errorText } from '../../components/error-text';
import { PAD_SIZE } from './signature/canvas-geometry';
import { createPadSurface, type PadSurface } from './signature/pad-surface';
import { submitSignature } from './signature/submit-signature';
import { useSingleFlight } from './signature/use-single-flight';

interface SignaturePanelProps {
  taskId: number;
  onSigned: () => void;
}

/**
 * The customer's signature (spec §4, §5, §9): an 800×300 pad, black, line width 4, that CSS
 * may shrink to a phone's width; reset; optional crop to the drawn area. Nothing drawn:
 * "Warning: Not Signned!". Drawn: the PNG is uploaded as image.png and the visit signed
 * with its URL, once however often the button is pressed.
 */
export function SignaturePanel({ taskId, onSigned }: SignaturePanelProps) {
  const t = useT();
  const { message } = App.useApp();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const surface = useRef<PadSurface | null>(null);
  const [crop, setCrop] = useState(true);
  const [signerName, setSignerName] = useState('');
  const [empty, setEmpty] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A visit is signed once: a resend after a lost answer gets the first answer back.
  const [requestId] = useState(newRequestId);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = createPadSurface(canvas);
    surface.current = pad;
    pad.onDraw(() => setEmpty(false));
    // The shown size changes with a rotation or a resize: re-map pointer positions onto the buffer.
    const observer = new ResizeObserver(() => pad.fit());
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.destroy();
      surface.current = null;
    };
  }, []);

  const { run, busy } = useSingleFlight(async () => {
    const pad = surface.current;
    if (!pad || pad.isEmpty()) {
      setEmpty(true);
      return;
    }
    setFailure(null);
    try {
      await submitSignature({
        taskId,
        pngDataUrl: pad.toPng(crop),
        signerName: signerName.trim(),
        requestId,
      });
    } catch (error) {
      setFailure(t('service.sign.failed', { reason: errorText(error) }));
      return;
    }
    message.success(t('service.sign.success'));
    onSigned();
  });

  function reset() {
    surface.current?.clear();
    setEmpty(false);
    setFailure(null);
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('service.sign.hint')}</Typography.Text>
      <canvas
        ref={canvasRef}
        width={PAD_SIZE.width}
        height={PAD_SIZE.height}
        role="img"
        aria-label={t('service.sign.canvas')}
        style={{
          width: '100%',
          maxWidth: PAD_SIZE.width,
          aspectRatio: `${PAD_SIZE.width} / ${PAD_SIZE.height}`,
          border: '1px dashed #8c8c8c',
          borderRadius: 6,
          background: '#fff',
          // The browser must not scroll or zoom while a finger signs.
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      {empty && <Alert type="warning" showIcon role="alert" title={t('signature.empty')} />}
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      <Flex gap={12} wrap align="center">
        <Input
          aria-label={t('service.sign.signerName')}
          placeholder={t('service.sign.signerName')}
          value={signerName}
          maxLength={50}
          onChange={(e) => setSignerName(e.target.value)}
          style={{ maxWidth: 240 }}
        />
        <Checkbox checked={crop} onChange={(e) => setCrop(e.target.checked)}>
          {t('service.sign.crop')}
        </Checkbox>
      </Flex>
      <Flex gap={8}>
        <Button onClick={reset} disabled={busy}>
          {t('service.sign.reset')}
        </Button>
        <Button type="primary" loading={busy} onClick={() => void run()}>
          {t('service.sign.submit')}
        </Button>
      </Flex>
    </Flex>
  );
}
