import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { App, Button, Space } from '@pest-portal/shared/antd';
import { useState } from 'react';
import type { SystemFile } from '@pest-portal/shared/contract/qualification';
import { saveBlob } from '@pest-portal/shared/ui';
import { downloadSystemFile } from '../../api/download-system-file';
import { useT } from '../../i18n';

/** Preview and download buttons of one file; the download is saved under the file's real name. */
export function FileActions({
  file,
  onPreview,
}: {
  file: SystemFile;
  /** Left out inside the preview itself. */
  onPreview?: (file: SystemFile) => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadSystemFile({ fileId: file.id }, { quiet: true }), file.fileName);
    } catch {
      void message.error(t('files.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={4} wrap>
      {onPreview && (
        <Button
          size="small"
          icon={<EyeOutlined aria-hidden />}
          aria-label={`${t('files.preview')} ${file.name}`}
          onClick={() => onPreview(file)}
        >
          {t('files.preview')}
        </Button>
      )}
      <Button
        size="small"
        icon={<DownloadOutlined aria-hidden />}
        aria-label={`${t('files.download')} ${file.name}`}
        loading={busy}
        onClick={() => void download()}
      >
        {t('files.download')}
      </Button>
    </Space>
  );
}
