import { Alert, Button, Spin, Typography } from '@pest-portal/shared/antd';
import { useEffect, useId } from 'react';
import { useT } from '../i18n';
import { CameraControls } from './camera-controls';
import { useCameraScanner, type ReadVerdict } from './use-camera-scanner';

interface Props {
  /** Start at once (the dialog opening, or camera permission already stored). */
  autoStart: boolean;
  onRead: (text: string) => ReadVerdict;
  onBusy: (busy: boolean) => void;
}

/** Camera mode: the live picture with its 200×200 box, its state, and the camera's controls. */
export function CameraPanel({ autoStart, onRead, onBusy }: Props) {
  const t = useT();
  // html5-qrcode finds its container by id; useId's colons are fine for getElementById.
  const elementId = `scan-camera-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const camera = useCameraScanner(elementId, onRead, onBusy, t('scan.error.paused'));
  const { start } = camera;

  useEffect(() => {
    if (autoStart) void start();
  }, [autoStart, start]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div
        id={elementId}
        data-testid="scan-camera"
        style={{
          width: '100%',
          minHeight: camera.phase === 'running' ? undefined : 0,
          // The camera's picture, letterboxed in black as every camera view is.
          background: '#000',
        }}
      />
      {camera.phase === 'starting' && (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
          <div style={{ marginTop: 8 }}>{t('scan.starting')}</div>
        </div>
      )}
      {camera.phase === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('scan.startFailed')}
          description={camera.error ? t(camera.error) : undefined}
          action={
            <Button size="small" onClick={() => void start()}>
              {t('scan.startCamera')}
            </Button>
          }
        />
      )}
      {camera.phase === 'idle' && (
        <Button type="primary" block onClick={() => void start()}>
          {t('scan.startCamera')}
        </Button>
      )}
      {camera.phase === 'running' && (
        <>
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {t('scan.hint')}
          </Typography.Text>
          <CameraControls camera={camera} />
        </>
      )}
    </div>
  );
}
