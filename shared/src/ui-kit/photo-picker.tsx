import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { App } from '@pest-portal/shared/antd';
import { Upload } from '@pest-portal/shared/antd/media';
import type { UploadFile, UploadProps } from 'antd';
// By package name: in a remote's bundle these are the run-time core's calls (one http client).
import {
  ApiError,
  deleteFile,
  PHOTO_MAX_MB,
  PHOTO_TYPES,
  photoProblem,
  startPhotoUpload,
  type PhotoProblem,
  type UploadedFile,
} from '@pest-portal/shared';
import { errorText } from './error-text';

/** One photo in a picker: uploading, or uploaded with its URL. */
export type PickedPhoto = UploadFile<UploadedFile>;

/** An uploaded photo's URL: its own (a restored draft's) or the upload's answer. */
export function photoUrl(photo: PickedPhoto): string | undefined {
  return photo.url ?? photo.response?.fileUrl;
}

/** The URLs of the photos whose upload is done, in order: what a form sends. */
export function photoUrls(photos: PickedPhoto[] = []): string[] {
  return photos.filter((p) => p.status === 'done').flatMap((p) => photoUrl(p) ?? []);
}

/**
 * What the picker says, worded by the section in its own catalogue (its texts ship with
 * it): the kit knows when to speak, the section what to say.
 */
export interface PhotoPickerTexts {
  /** The caption under the add sign. */
  add: string;
  /** Refused before upload: the picker already holds `max` photos. */
  tooMany: (max: number) => string;
  /** Refused before upload: not a PNG, JPEG or WebP photo. */
  badType: (name: string) => string;
  /** Refused before upload: larger than the upload call takes. */
  tooLarge: (name: string, maxMb: number) => string;
  uploadFailed: (name: string, reason: string) => string;
}

export interface PhotoPickerProps {
  /** Form.Item hands these three over, so the field's label names the file input. */
  id?: string;
  value?: PickedPhoto[];
  onChange?: (photos: PickedPhoto[]) => void;
  /** How many photos the form takes; the add sign hides once there are as many. */
  max: number;
  texts: PhotoPickerTexts;
  /**
   * Delete an uploaded photo on the server when it is removed (a form whose photos are
   * its own until sent); `failed` words a deletion that failed, which keeps the photo.
   * Without it a removed photo only leaves the form.
   */
  deleteOnRemove?: { failed: (reason: string) => string };
}

function refusal(texts: PhotoPickerTexts, problem: PhotoProblem, name: string, max: number) {
  switch (problem) {
    case 'tooMany':
      return texts.tooMany(max);
    case 'badType':
      return texts.badType(name);
    case 'tooLarge':
      return texts.tooLarge(name, PHOTO_MAX_MB);
  }
}

type RequestOptions = Parameters<NonNullable<UploadProps<UploadedFile>['customRequest']>>[0];

/**
 * The portal's photo picker (antd Upload, picture cards): each picked photo is checked
 * (type, size, count) before it costs a round trip, then uploaded at once through the
 * platform's upload call, quietly: the picker says what failed, in the section's words.
 * A failed upload leaves the list (it was said; kept, it would only block the send).
 */
export function PhotoPicker({
  id,
  value = [],
  onChange,
  max,
  texts,
  deleteOnRemove,
}: PhotoPickerProps) {
  const { message } = App.useApp();

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    // The photos already in the picker plus those ahead of this one in the same pick.
    const problem = photoProblem(file, value.length + batch.indexOf(file), max);
    if (!problem) return true;
    message.error(refusal(texts, problem, file.name, max));
    return Upload.LIST_IGNORE;
  };

  const customRequest = ({ file, onProgress, onSuccess, onError }: RequestOptions) => {
    const blob = file as File;
    // Its abort is returned to antd, which calls it when an uploading photo is removed.
    return startPhotoUpload(blob, {
      onProgress: (percent) => onProgress?.({ percent }),
      onSuccess: (uploaded) => onSuccess?.(uploaded),
      onError: (error) => {
        message.error(texts.uploadFailed(blob.name, errorText(error)));
        onError?.(error);
      },
    });
  };

  const handleChange: UploadProps<UploadedFile>['onChange'] = ({ fileList }) => {
    onChange?.(
      fileList
        .filter((f) => f.status !== 'error')
        // The URL on the photo itself: the card previews it, and a draft stores it.
        .map((f) =>
          f.status === 'done' && !f.url && f.response ? { ...f, url: f.response.fileUrl } : f,
        ),
    );
  };

  const handleRemove = async (photo: PickedPhoto): Promise<boolean> => {
    const url = photoUrl(photo);
    if (!deleteOnRemove || photo.status !== 'done' || !url) return true; // uploading: removal aborts it
    try {
      await deleteFile(url, { quiet: true });
      return true;
    } catch (error) {
      // Already gone on the server: nothing stops the photo leaving the form.
      if (error instanceof ApiError && error.statusCode === 404) return true;
      message.error(deleteOnRemove.failed(errorText(error)));
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
      {value.length < max && (
        // Not a <button>: Upload's own trigger is already role="button", and nesting them trips screen readers.
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{texts.add}</div>
        </div>
      )}
    </Upload>
  );
}
