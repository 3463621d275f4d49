import { Button, Modal } from '@pest-portal/shared/antd';
import { useCallback, useRef, useState } from 'react';
import { isWeChat, notify, type ScanDialogProps } from '@pest-portal/shared';
import { SectionProviders } from '@pest-portal/shared/ui';
import { useT } from '../i18n';
import { WeChatScan } from '../wechat/wechat-scan';
import { CameraPanel } from './camera-panel';
import { FilePanel } from './file-panel';
import { readScanMemory } from './scan-memory';
import { useScanReader } from './use-scan-reader';

type Mode = 'camera' | 'file';

function ScanBody({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('camera');
  // The first opening starts the camera; switching back does so only with stored permission.
  const [autoStart, setAutoStart] = useState(true);
  const busy = useRef(false);
  const onBusy = useCallback((value: boolean) => {
    busy.current = value;
  }, []);
  const read = useScanReader(onClose);

  function swap() {
    // spec §4: refused while one is in progress (the camera starting, a photo being read).
    if (busy.current) {
      notify('info', t('scan.swapBusy'));
      return;
    }
    if (mode === 'camera') {
      setMode('file');
      return;
    }
    setAutoStart(readScanMemory().permission === true);
    setMode('camera');
  }

  return (
    <>
      {mode === 'camera' ? (
        <CameraPanel autoStart={autoStart} onRead={read} onBusy={onBusy} />
      ) : (
        <FilePanel onRead={(text) => void read(text)} onBusy={onBusy} />
      )}
      <div style={{ textAlign: 'center', marginTop: 12 }}>
        <Button type="link" onClick={swap}>
          {mode === 'camera' ? t('scan.toFile') : t('scan.toCamera')}
        </Button>
      </div>
    </>
  );
}

/**
 * 扫一扫 (spec §2, §4), exposed to the shell as ./ScanDialog: camera mode first, a link to
 * file mode and back, a cancel button. Inside WeChat its own scanner is used instead.
 * Everything inside is mounted only while open, so closing stops the camera at once.
 */
function ScanDialog({ open, onClose }: ScanDialogProps) {
  const t = useT();
  if (isWeChat()) return <WeChatScan open={open} onClose={onClose} />;
  return (
    <Modal
      open={open}
      title={t('scan.title')}
      onCancel={onClose}
      destroyOnHidden
      centered
      width={420}
      footer={<Button onClick={onClose}>{t('scan.cancel')}</Button>}
    >
      {open && <ScanBody onClose={onClose} />}
    </Modal>
  );
}

export default function ScanDialogWithProviders(props: ScanDialogProps) {
  return (
    <SectionProviders>
      <ScanDialog {...props} />
    </SectionProviders>
  );
}
