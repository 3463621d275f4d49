import { Space, Switch, Typography } from '@pest-portal/shared/antd';
import { Select } from '@pest-portal/shared/antd/data';
import { Slider } from '@pest-portal/shared/antd/media';
import { useState } from 'react';
import { notify } from '@pest-portal/shared';
import { useT } from '../i18n';
import { ZOOM } from './camera-settings';
import type { CameraScanner } from './use-camera-scanner';

/**
 * What the running camera offers: a choice of camera when there are several (the choice
 * is remembered), the torch and zoom (1 to 5, step 0.1) when the camera has them.
 */
export function CameraControls({ camera }: { camera: CameraScanner }) {
  const t = useT();
  const torch = camera.capabilities?.torchFeature();
  const zoom = camera.capabilities?.zoomFeature();
  const [torchOn, setTorchOn] = useState(false);
  const [zoomValue, setZoomValue] = useState<number>(() => zoom?.value() ?? ZOOM.min);

  async function switchTorch(on: boolean) {
    try {
      await torch?.apply(on);
      setTorchOn(on);
    } catch {
      notify('error', t('scan.error.torch'));
    }
  }

  const zoomMin = Math.max(ZOOM.min, zoom?.isSupported() ? zoom.min() : ZOOM.min);
  const zoomMax = Math.min(ZOOM.max, zoom?.isSupported() ? zoom.max() : ZOOM.max);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={8}>
      {camera.cameras.length > 1 && (
        <Select
          aria-label={t('scan.camera')}
          style={{ width: '100%' }}
          value={camera.cameraId ?? undefined}
          options={camera.cameras.map((c, i) => ({
            value: c.id,
            label: c.label || `${t('scan.camera')} ${i + 1}`,
          }))}
          onChange={(id: string) => void camera.switchCamera(id)}
        />
      )}
      {torch?.isSupported() && (
        <Space>
          <Typography.Text>{t('scan.torch')}</Typography.Text>
          <Switch
            aria-label={t('scan.torch')}
            checked={torchOn}
            onChange={(on) => void switchTorch(on)}
          />
        </Space>
      )}
      {zoom?.isSupported() && zoomMax > zoomMin && (
        <Space style={{ width: '100%' }}>
          <Typography.Text>{t('scan.zoom')}</Typography.Text>
          <Slider
            aria-label={t('scan.zoom')}
            style={{ width: 200 }}
            min={zoomMin}
            max={zoomMax}
            step={ZOOM.step}
            value={zoomValue}
            onChange={(value: number) => {
              setZoomValue(value);
              void zoom.apply(value).catch(() => undefined);
            }}
          />
        </Space>
      )}
    </Space>
  );
}
