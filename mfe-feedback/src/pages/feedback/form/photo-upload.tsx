import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadProps } from 'antd';
import {
  ApiError,
  deleteFile,
  PHOTO_TYPES,
  startPhotoUpload,
  type UploadedFile,
} from '@pest-portal/shared';
import { FEEDBACK_LIMITS } from '@pest-portal/shared/contract/feedback';
import { photoUrl, type PhotoFile } from './form-values';
import { checkPhoto } from './photo-rules';
import { useT } from '../../../i18n';

type RequestOptions = Parameters<NonNullable<UploadProps<UploadedFile>['customRequest']>>[0];

interface PhotoUploadProps {
  /** Form.Item hands these three over, so the field's label names the file input. */
  id?: string;
  value?: PhotoFile[];
  onChange?: (photos: PhotoFile[]) => void;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The photo picker of the feedback form: checks each photo before uploading it through
 * the shared upload call, and deletes an uploaded photo on the server when it is removed.
 */
export function PhotoUpload({ id, value = [], onChange }: PhotoUploadProps) {
  const t = useT();
  const { message } = App.useApp();

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = checkPhoto(file, value.length + batch.indexOf(file));
    if (!problem) return true;
    message.error(t(problem.key, problem.vars));
    return Upload.LIST_IGNORE;
  };

  const customRequest = ({ file, onProgress, onSuccess, onError }: RequestOptions) => {
    const blob = file as File;
    return startPhotoUpload(blob, {
      onProgress: (percent) => onProgress?.({ percent }),
      onSuccess: (uploaded) => onSuccess?.(uploaded),
      onError: (error) => {
        message.error(t('feedback.photoUploadFailed', { name: blob.name, reason: error.message }));
        onError?.(error);
      },
    });
  };

  const handleChange: UploadProps<UploadedFile>['onChange'] = ({ fileList }) => {
    // A failed upload was already reported; keeping it would only block the send.
    const kept = fileList.filter((f) => f.status !== 'error');
    onChange?.(
      kept.map((f) =>
        f.status === 'done' && !f.url && f.response ? { ...f, url: f.response.fileUrl } : f,
      ),
    );
  };

  const handleRemove = async (photo: PhotoFile): Promise<boolean> => {
    const url = photoUrl(photo);
    if (photo.status !== 'done' || !url) return true; // still uploading: removing aborts it
    try {
      await deleteFile(url, { quiet: true });
      return true;
    } catch (error) {
      // Already gone on the server: nothing stops the photo leaving the form.
      if (error instanceof ApiError && error.statusCode === 404) return true;
      message.error(t('feedback.photoDeleteFailed', { reason: reasonOf(error) }));
      return false;
    }
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
      onChange={handleChange}
      onRemove={handleRemove}
    >
      {value.length < FEEDBACK_LIMITS.images && (
        // Not a <button>: Upload's own trigger is already role="button", and nesting them trips screen readers.
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('feedback.photoAdd')}</div>
        </div>
      )}
    </Upload>
  );
}
