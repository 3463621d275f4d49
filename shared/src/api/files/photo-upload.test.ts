import { UPLOAD_LIMITS } from '../../contract/files';
import { ApiError } from '../api-error';
import { photoProblem, PHOTO_TYPES, startPhotoUpload } from './photo-upload';
import { uploadFile } from './upload-file';

jest.mock('./upload-file', () => ({ uploadFile: jest.fn() }));
const upload = jest.mocked(uploadFile);

const png = (size = 10) => ({ type: 'image/png', size });

describe('photoProblem', () => {
  it('takes images up to the upload limit while there is room', () => {
    expect(PHOTO_TYPES).not.toContain('application/pdf');
    expect(photoProblem(png(UPLOAD_LIMITS.maxBytes), 2, 3)).toBeNull();
  });

  it('names what is wrong: count first, then type, then size', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 }, 3, 3)).toBe('tooMany');
    expect(photoProblem({ type: 'application/pdf', size: 10 }, 0, 3)).toBe('badType');
    expect(photoProblem(png(UPLOAD_LIMITS.maxBytes + 1), 0, 3)).toBe('tooLarge');
  });
});

describe('startPhotoUpload', () => {
  const file = new File(['x'], 'a.png', { type: 'image/png' });
  const uploaded = { fileUrl: '/files/a.png', fileName: 'a.png' };

  it('uploads quietly and reports the stored file and the progress', async () => {
    upload.mockImplementation(async (_file, _name, options) => {
      options?.onUploadProgress?.({ loaded: 1, total: 4 } as never);
      return uploaded as never;
    });
    const onSuccess = jest.fn();
    const onProgress = jest.fn();
    startPhotoUpload(file, { onSuccess, onError: jest.fn(), onProgress });
    await new Promise((r) => setTimeout(r, 0));
    expect(upload).toHaveBeenCalledWith(file, 'a.png', expect.objectContaining({ quiet: true }));
    expect(onProgress).toHaveBeenCalledWith(25);
    expect(onSuccess).toHaveBeenCalledWith(uploaded);
  });

  it('reports a failure, but not an abort', async () => {
    upload.mockImplementation(
      (_file, _name, options) =>
        new Promise((_resolve, reject) => {
          options?.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('canceled'), { name: 'CanceledError' })),
          );
        }),
    );
    const onError = jest.fn();
    startPhotoUpload(file, { onSuccess: jest.fn(), onError }).abort();
    await new Promise((r) => setTimeout(r, 0));
    expect(onError).not.toHaveBeenCalled();

    upload.mockRejectedValue(new ApiError('文件过大', 400));
    startPhotoUpload(file, { onSuccess: jest.fn(), onError });
    await new Promise((r) => setTimeout(r, 0));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: '文件过大' }));
  });
});
