import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import {
  PHOTO_MAX_MB,
  PHOTO_TYPES,
  photoProblem,
  startPhotoUpload,
  type UploadedFile,
} from '@pest-portal/shared';
import { RISK_POINT_LIMITS } from '@pest-portal/shared/contract/service';
import { errorText } from '../../components/error-text';
import { useT } from '../../i18n';

type RequestOptions = Parameters<NonNullable<UploadProps<UploadedFile>['customRequest']>>[0];

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

  const problemText = (file: File, alreadyChosen: number): string | null => {
    switch (photoProblem(file, alreadyChosen, RISK_POINT_LIMITS.images)) {
      case 'tooMany':
        return t('service.riskPoint.photosMax', { max: RISK_POINT_LIMITS.images });
      case 'badType':
        return t('service.riskPoint.photoType', { name: file.name });
      case 'tooLarge':
        return t('service.riskPoint.photoSize', { name: file.name, size: PHOTO_MAX_MB });
      default:
        return null;
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = problemText(file, value.length + batch.indexOf(file));
    if (!problem) return true;
    message.error(problem);
    return Upload.LIST_IGNORE;
  };

  const customRequest = ({ file, onSuccess, onError }: RequestOptions) => {
    const blob = file as File;
    return startPhotoUpload(blob, {
      onSuccess: (uploaded) => onSuccess?.(uploaded),
      onError: (error) => {
        message.error(
          t('service.riskPoint.photoFailed', { name: blob.name, reason: errorText(error) }),
        );
        onError?.(error);
      },
    });
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
