import type { UploadedFile } from '../../contract/files';
import { UPLOAD_LIMITS } from '../../contract/files';
import { isAbort } from '../api-error';
import { uploadFile } from './upload-file';

/**
 * What every photo picker of the portal does besides drawing itself (antd stays in each
 * app, DESIGN.md §7): which files are photos, the checks made before an upload, and an
 * upload the picker can abort. The sections word the problems in their own messages.
 */

/** Photos only: the upload call also takes PDFs, which a photo is not. */
export const PHOTO_TYPES: readonly string[] = UPLOAD_LIMITS.types.filter((type) =>
  type.startsWith('image/'),
);

export const PHOTO_MAX_MB = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

export type PhotoProblem = 'tooMany' | 'badType' | 'tooLarge';

/**
 * Checked before uploading, so a photo the server would refuse never costs a round trip.
 * @param alreadyChosen photos in the picker plus those ahead of this one in the same pick
 * @param max how many photos the form takes
 */
export function photoProblem(
  file: Pick<File, 'type' | 'size'>,
  alreadyChosen: number,
  max: number,
): PhotoProblem | null {
  if (alreadyChosen >= max) return 'tooMany';
  if (!PHOTO_TYPES.includes(file.type)) return 'badType';
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'tooLarge';
  return null;
}

export interface PhotoUploadHandlers {
  onSuccess: (uploaded: UploadedFile) => void;
  /** Not called when the upload was aborted: removing a photo is not a failure. */
  onError: (error: Error) => void;
  onProgress?: (percent: number) => void;
}

/**
 * The upload call and a startPhotoUpload over it. A section's tests mock shared's calls at
 * the package's edge: `...photoUploadOver(jest.fn())` in their jest.mock of shared puts
 * one mock behind both.
 */
export function photoUploadOver(upload: typeof uploadFile) {
  /** Upload one picked photo quietly (the picker says what failed); returns its abort. */
  function startPhotoUpload(file: File, handlers: PhotoUploadHandlers): { abort: () => void } {
    const controller = new AbortController();
    const { onProgress } = handlers;
    upload(file, file.name, {
      quiet: true,
      signal: controller.signal,
      onUploadProgress: onProgress
        ? (event) => onProgress(event.total ? (event.loaded / event.total) * 100 : 0)
        : undefined,
    }).then(handlers.onSuccess, (error: unknown) => {
      if (isAbort(error)) return;
      handlers.onError(error instanceof Error ? error : new Error(String(error)));
    });
    return { abort: () => controller.abort() };
  }
  return { uploadFile: upload, startPhotoUpload };
}

export const { startPhotoUpload } = photoUploadOver(uploadFile);
