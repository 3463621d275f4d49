import ScanOutlined from '@ant-design/icons/es/icons/ScanOutlined';
import { Button } from '@pest-portal/shared/antd';
import { Component, useState, type ComponentType, type ReactNode } from 'react';
import type { ScanDialogModule, ScanDialogProps } from '@pest-portal/shared';
import { afterNextPaint, notify, useT } from '@pest-portal/shared';
import { loadRemoteModule } from '../../federation/remote-loader';

function isScanDialogModule(value: unknown): value is ScanDialogModule {
  const component = (value as { default?: unknown } | null)?.default;
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
}

/** A scan dialog that throws while rendering closes itself and says so. */
class ScanBoundary extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] the scan dialog crashed', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * 扫一扫 in the phone header: loads scanner/ScanDialog through the federation runtime when
 * first pressed; when that remote is absent or broken, a toast says scanning is unavailable
 * and everything else carries on.
 */
export function ScanButton() {
  const t = useT();
  const [Dialog, setDialog] = useState<ComponentType<ScanDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  async function openScanner() {
    if (Dialog) {
      setOpen(true);
      return;
    }
    // The tap paints first (INP): the spinner's render and the remote's loading come after
    // that paint. Done inside the tap, they held its next frame back by ~45 ms at the
    // bench's phone CPU (7.65x), most of the tap's own work.
    await afterNextPaint();
    setLoading(true);
    try {
      const module = await loadRemoteModule<unknown>('scanner', './ScanDialog');
      if (!isScanDialogModule(module))
        throw new Error('scanner/ScanDialog has no default component');
      setDialog(() => module.default);
      setOpen(true);
    } catch (error) {
      console.warn('[shell] scanner unavailable', error);
      notify('warning', t('scan.unavailable'));
    } finally {
      setLoading(false);
    }
  }

  function fail() {
    setOpen(false);
    setDialog(null);
    notify('warning', t('scan.unavailable'));
  }

  return (
    <>
      <Button
        type="text"
        aria-label={t('header.scan')}
        loading={loading}
        icon={<ScanOutlined aria-hidden style={{ fontSize: 20, color: '#fff' }} />}
        onClick={openScanner}
        style={{ width: 44, height: 44 }}
      />
      {Dialog && (
        <ScanBoundary onError={fail}>
          <Dialog open={open} onClose={() => setOpen(false)} />
        </ScanBoundary>
      )}
    </>
  );
}
