import { Alert, Modal, Spin, Typography } from '@pest-portal/shared/antd';
import { isMobile } from '@pest-portal/shared';
import type { SystemFile } from '@pest-portal/shared/contract/qualification';
import { downloadSystemFile } from '../../api/download-system-file';
import { getFilePreview } from '../../api/get-file-preview';
import { useT } from '../../i18n';
import { FileActions } from './file-actions';
import { useObjectUrl } from './use-object-url';

/**
 * A file shown in the page. A PDF goes to the browser's own viewer on a desktop (in a
 * frame, from an object URL); phones do not draw a PDF in a frame, so there the page
 * image the API stored with the PDF is shown, with the download for the whole document.
 * So is a desktop browser without a PDF viewer (`navigator.pdfViewerEnabled` false: set
 * to download PDFs, or a headless one): a frame there saves the object URL as a file with
 * a random name at every preview instead of showing anything.
 * Images are shown as they are. (pdf.js would draw every page on a phone but costs about
 * a megabyte of script for documents that are one page: not worth its bytes here.)
 */
export function FilePreview({ file, onClose }: { file: SystemFile | null; onClose: () => void }) {
  const t = useT();
  const isPdf = file?.contentType === 'application/pdf';
  const inFrame = isPdf && !isMobile() && navigator.pdfViewerEnabled !== false;
  const { url, failed } = useObjectUrl(file ? `${file.id}:${inFrame}` : null, (signal) =>
    inFrame
      ? downloadSystemFile({ fileId: file!.id }, { signal, quiet: true })
      : getFilePreview({ fileId: file!.id }, { signal, quiet: true }),
  );
  const title = file ? t('files.previewTitle', { name: file.name }) : '';
  return (
    <Modal
      open={!!file}
      title={title}
      onCancel={onClose}
      footer={file ? <FileActions file={file} /> : null}
      width={inFrame ? 'min(960px, 96vw)' : 'min(640px, 96vw)'}
      centered
      destroyOnHidden
    >
      {failed ? (
        <Alert type="error" showIcon title={t('files.previewFailed')} />
      ) : !url ? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      ) : inFrame ? (
        <iframe
          title={title}
          src={url}
          style={{ width: '100%', height: '70vh', border: '1px solid #d9d9d9', borderRadius: 6 }}
        />
      ) : (
        <>
          {isPdf && (
            <Typography.Paragraph type="secondary">
              {t('files.previewPhoneHint')}
            </Typography.Paragraph>
          )}
          <img
            src={url}
            alt={file?.name}
            style={{ display: 'block', width: '100%', height: 'auto', border: '1px solid #d9d9d9' }}
          />
        </>
      )}
    </Modal>
  );
}
