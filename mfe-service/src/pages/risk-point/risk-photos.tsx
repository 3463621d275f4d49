import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import {
  isAbort,
  RISK_POINT_LIMITS,
  UPLOAD_LIMITS,
  uploadFile,
  useT,
  type UploadedFile,
} from '@pest-portal/shared';
import { errorText } from '../../components/error-text';

type RequestOptions = Parameters<NonNullable<UploadProps<UploadedFile>['customRequest']>>[0];

/** Photos are images; the upload endpoint also takes PDFs, which a risk photo is not. */
const PHOTO_TYPES = UPLOAD_LIMITS.types.filter((type) => type.startsWith('image/'));

interface RiskPhotosProps {
  id?: string;
  value?: UploadFile<UploadedFile>[];
  onChange?: (files: UploadFile<UploadedFile>[]) => void;
}

/** The uploaded URLs of the photos, in order, once every one is done. */
export function photoUrls(files: UploadFile<UploadedFile>[] = []): string[] {
  return files.flatMap((f) => (f.status === 'done' && f.response ? [f.response.fileUrl] : []));
}

/** Up to 6 photos of the risk, each uploaded through the shared upload call as it is picked. */
export function RiskPhotos({ id, value = [], onChange }: RiskPhotosProps) {
  const t = useT();
  const { message } = App.useApp();

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const index = value.length + batch.indexOf(file);
    let problem: string | null = null;
    if (index >= RISK_POINT_LIMITS.images)
      problem = t('service.riskPoint.photosMax', { max: RISK_POINT_LIMITS.images });
    else if (!(PHOTO_TYPES as string[]).includes(file.type))
      problem = t('service.riskPoint.photoType', { name: file.name });
    else if (file.size > UPLOAD_LIMITS.maxBytes)
      problem = t('service.riskPoint.photoSize', {
        name: file.name,
        size: UPLOAD_LIMITS.maxBytes / 1024 / 1024,
      });
    if (!problem) return true;
    message.error(problem);
    return Upload.LIST_IGNORE;
  };

  const customRequest = ({ file, onSuccess, onError }: RequestOptions) => {
    const controller = new AbortController();
    const blob = file as File;
    uploadFile(blob, blob.name, { quiet: true, signal: controller.signal }).then(
      (uploaded) => onSuccess?.(uploaded),
      (error: unknown) => {
        if (isAbort(error)) return;
        message.error(
          t('service.riskPoint.photoFailed', { name: blob.name, reason: errorText(error) }),
        );
        onError?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return { abort: () => controller.abort() };
  };

  return (
    <Upload<UploadedFile>
      id={id}
      listType="picture-card"
      accept={PHOTO_TYPES.join(',')}
      multiple
      fileList={value}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={({ fileList }) => onChange?.(fileList.filter((f) => f.status !== 'error'))}
    >
      {value.length < RISK_POINT_LIMITS.images && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('service.riskPoint.photoAdd')}</div>
        </div>
      )}
    </Upload>
  );
}
