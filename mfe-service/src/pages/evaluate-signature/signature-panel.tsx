import ExpandOutlined from '@ant-design/icons/es/icons/ExpandOutlined';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Flex, Input, Typography } from '@pest-portal/shared/antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { ApiError, newRequestId } from '@pest-portal/shared';
import { errorText } from '../../components/error-text';
import { useMobile } from '../../components/use-mobile';
import { PAD_SIZE } from './signature/canvas-geometry';
import { createPadSurface, type PadSurface } from './signature/pad-surface';
import { useSingleFlight } from './signature/use-single-flight';
import { signVisitMutation } from '../../mutations/sign-visit-mutation';
import { useT } from '../../i18n';

/** The full-screen signing stage: above everything, the pad as large as the screen allows. */
const FULL_STAGE: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 1100,
  background: '#fff',
  padding: 12,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 12,
};
/** As wide as the screen, or as the height left under the hint and over the buttons allows (8:3). */
const FULL_PAD_WIDTH = 'min(100%, calc((100dvh - 120px) * 8 / 3))';

interface SignaturePanelProps {
  taskId: number;
  onSigned: () => void;
  /**
   * The API refused because of the visit's state (signed meanwhile in another tab, or not
   * ready): the page reloads the visit, and stops offering the pad.
   */
  onStale?: () => void;
}

/** A refusal about the visit itself (its taskId), not about the drawing or the network. */
function refusedForState(error: unknown): boolean {
  return error instanceof ApiError && error.fieldErrors.some((f) => f.field === 'taskId');
}

/**
 * The customer's signature (spec §4, §5, §9): an 800×300 pad, black, line width 4, that CSS
 * may shrink to a phone's width; reset; optional crop to the drawn area. Nothing drawn:
 * "Warning: Not Signned!". Drawn: the PNG is uploaded as image.png and the visit signed
 * with its URL, once however often the button is pressed.
 */
export function SignaturePanel({ taskId, onSigned, onStale }: SignaturePanelProps) {
  const t = useT();
  const { message } = App.useApp();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const surface = useRef<PadSurface | null>(null);
  const [crop, setCrop] = useState(true);
  const [signerName, setSignerName] = useState('');
  const [empty, setEmpty] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mobile = useMobile();
  // Full-screen signing (phones): the same canvas, drawn bigger; its 800×300 buffer, and
  // what was drawn, stay as they are (pad.fit() re-maps the pointer on the resize).
  const [full, setFull] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Leaving the browser's full screen (back gesture, Esc) leaves the signing mode too.
    const onChange = () => {
      if (!document.fullscreenElement) setFull(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  // A visit is signed once: a resend after a lost answer gets the first answer back.
  const [requestId] = useState(newRequestId);
  // Signing refreshes what it changed: the visit, the lists, the plan's counts, the notifications.
  const sign = useMutation(signVisitMutation());

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
      await sign.mutateAsync({
        taskId,
        pngDataUrl: pad.toPng(crop),
        signerName: signerName.trim(),
        requestId,
      });
    } catch (error) {
      setFailure(t('service.sign.failed', { reason: errorText(error) }));
      if (refusedForState(error)) onStale?.();
      return;
    }
    message.success(t('service.sign.success'));
    onSigned();
  });

  async function enterFull() {
    setFull(true);
    // Best effort: the browser's full screen and a landscape lock give the widest pad; a
    // browser that refuses either (iOS, WeChat) still gets the page-filling pad.
    try {
      await stageRef.current?.requestFullscreen?.();
      await (
        screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> }
      ).lock?.('landscape');
    } catch {
      /* the page-filling pad is enough */
    }
  }

  async function leaveFull() {
    setFull(false);
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
  }

  function reset() {
    surface.current?.clear();
    setEmpty(false);
    setFailure(null);
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('service.sign.hint')}</Typography.Text>
      {mobile && !full && (
        <Button icon={<ExpandOutlined aria-hidden />} onClick={() => void enterFull()}>
          {t('service.sign.fullScreen')}
        </Button>
      )}
      <div ref={stageRef} style={full ? FULL_STAGE : undefined}>
        {full && (
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {t('service.sign.landscapeHint')}
          </Typography.Text>
        )}
        <canvas
          ref={canvasRef}
          width={PAD_SIZE.width}
          height={PAD_SIZE.height}
          role="img"
          aria-label={t('service.sign.canvas')}
          style={{
            display: 'block',
            width: full ? FULL_PAD_WIDTH : '100%',
            maxWidth: full ? undefined : PAD_SIZE.width,
            margin: full ? '0 auto' : undefined,
            aspectRatio: `${PAD_SIZE.width} / ${PAD_SIZE.height}`,
            border: '1px dashed #8c8c8c',
            borderRadius: 6,
            background: '#fff',
            // The browser must not scroll or zoom while a finger signs.
            touchAction: 'none',
            cursor: 'crosshair',
          }}
        />
        {full && (
          <Flex gap={8} justify="center">
            <Button onClick={reset}>{t('service.sign.reset')}</Button>
            <Button type="primary" onClick={() => void leaveFull()}>
              {t('service.sign.fullScreenDone')}
            </Button>
          </Flex>
        )}
      </div>
      {empty && <Alert type="warning" showIcon role="alert" title={t('service.signature.empty')} />}
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
