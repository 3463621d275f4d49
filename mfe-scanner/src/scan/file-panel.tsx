import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import { Alert, Button, Space, Spin, Typography } from '@pest-portal/shared/antd';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useT } from '../i18n';
import { loadHtml5Qrcode } from './load-html5-qrcode';
import { scanErrorKey, type ScanErrorKey } from './scan-errors';

/** spec §9: the chosen image's width in the file list. */
const IMAGE_WIDTH = 64;

interface Chosen {
  name: string;
  url: string;
}

interface Props {
  onRead: (text: string) => void;
  /** A photo is being read: the dialog refuses a swap to camera mode until it is done. */
  onBusy: (busy: boolean) => void;
}

/** File mode: a photo of a QR code, read by the same library and the same rules. */
export function FilePanel({ onRead, onBusy }: Props) {
  const t = useT();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<ScanErrorKey | null>(null);

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    setChosen({ name: file.name, url: URL.createObjectURL(file) });
    setError(null);
    setReading(true);
    onBusy(true);
    try {
      const { Html5Qrcode } = await loadHtml5Qrcode();
      const scanner = new Html5Qrcode(`scan-file-${id}`, false);
      const text = await scanner.scanFile(file, false).finally(() => scanner.clear());
      onRead(text);
    } catch (e) {
      console.warn('[scanner] file scan failed', e);
      setError(scanErrorKey(e, 'scan.error.parse'));
    } finally {
      setReading(false);
      onBusy(false);
    }
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <Typography.Text type="secondary">{t('scan.fileHint')}</Typography.Text>
      <input
        ref={input}
        id={`scan-file-input-${id}`}
        type="file"
        accept="image/*"
        aria-label={t('scan.chooseImage')}
        style={{ display: 'none' }}
        onChange={(e) => void read(e)}
      />
      <Button
        icon={<PictureOutlined aria-hidden />}
        block
        disabled={reading}
        onClick={() => input.current?.click()}
      >
        {chosen ? t('scan.chooseAnother') : t('scan.chooseImage')}
      </Button>
      {chosen && (
        <Space>
          <img src={chosen.url} width={IMAGE_WIDTH} alt={chosen.name} style={{ borderRadius: 4 }} />
          <Typography.Text ellipsis style={{ maxWidth: 200 }}>
            {chosen.name}
          </Typography.Text>
          {reading && <Spin size="small" aria-label={t('scan.reading')} />}
        </Space>
      )}
      {error && <Alert type="warning" showIcon title={t(error)} />}
      {/* html5-qrcode draws the image it reads into this element; it stays hidden. */}
      <div id={`scan-file-${id}`} style={{ display: 'none' }} />
    </Space>
  );
}
