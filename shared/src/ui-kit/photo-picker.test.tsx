import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PLATFORM_ENDPOINTS as P, STATUS, UPLOAD_LIMITS } from '@pest-portal/shared';
import { answer, apiDouble, failure, renderSection } from '../testing';
import { PhotoPicker, photoUrls, type PhotoPickerProps, type PickedPhoto } from './photo-picker';

// The real upload and delete calls through the real http client; MSW answers at the edge.
const api = apiDouble();

const texts: PhotoPickerProps['texts'] = {
  add: '添加',
  tooMany: (max) => `最多 ${max} 张`,
  badType: (name) => `${name} 格式不支持`,
  tooLarge: (name, maxMb) => `${name} 超过 ${maxMb} MB`,
  uploadFailed: (name, reason) => `${name} 上传失败：${reason}`,
};

function photo(name: string, size = 2048, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const done = (url: string): PickedPhoto => ({ uid: url, name: url, status: 'done', url });

/** The picker in a form field of its own, its value held as Form.Item would hold it. */
function Field(
  props: Omit<PhotoPickerProps, 'texts' | 'value' | 'onChange'> & {
    initial?: PickedPhoto[];
    seen?: (photos: PickedPhoto[]) => void;
  },
) {
  const { initial = [], seen, ...rest } = props;
  const [photos, setPhotos] = useState(initial);
  return (
    <>
      <label htmlFor="photos">照片</label>
      <PhotoPicker
        id="photos"
        value={photos}
        onChange={(next) => {
          setPhotos(next);
          seen?.(next);
        }}
        texts={texts}
        {...rest}
      />
    </>
  );
}

const uploads = () =>
  answer(P.fileUpload, (form) => {
    const file = form.get(UPLOAD_LIMITS.field) as File;
    return { fileUrl: `/files/${file.name}`, fileName: file.name, size: 1, contentType: file.type };
  });

jest.setTimeout(60_000);

describe('PhotoPicker', () => {
  it('uploads a picked photo at once and hands the form its URL', async () => {
    const user = userEvent.setup();
    const upload = uploads();
    api.use(upload);
    let last: PickedPhoto[] = [];
    renderSection(<Field max={3} seen={(p) => (last = p)} />);
    await user.upload(screen.getByLabelText('照片'), photo('trap.png'));
    await waitFor(() => expect(photoUrls(last)).toEqual(['/files/trap.png']));
    expect(upload.inputs).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'trap.png' })).toBeInTheDocument();
  });

  it('refuses, in the section words, what the server would refuse, without a round trip', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSection(<Field max={3} />); // nothing answers: an upload would fail the test
    await user.upload(screen.getByLabelText('照片'), photo('big.png', UPLOAD_LIMITS.maxBytes + 1));
    expect(await screen.findByText('big.png 超过 5 MB')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('照片'), photo('report.pdf', 10, 'application/pdf'));
    expect(await screen.findByText('report.pdf 格式不支持')).toBeInTheDocument();
  });

  it('takes no more than its limit, counting the photos of the same pick, then hides the add sign', async () => {
    const user = userEvent.setup();
    const upload = uploads();
    api.use(upload);
    renderSection(<Field max={2} initial={[done('/files/1.png')]} />);
    await user.upload(screen.getByLabelText('照片'), [photo('2.png'), photo('3.png')]);
    expect(await screen.findByText('最多 2 张')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('添加')).not.toBeInTheDocument());
    expect(upload.inputs).toHaveLength(1);
  });

  it('says why an upload failed and drops the photo', async () => {
    const user = userEvent.setup();
    api.use(answer(P.fileUpload, () => failure(STATUS.VALIDATION, '文件内容与类型不符')));
    let last: PickedPhoto[] = [];
    renderSection(<Field max={3} seen={(p) => (last = p)} />);
    await user.upload(screen.getByLabelText('照片'), photo('fake.png'));
    expect(await screen.findByText('fake.png 上传失败：文件内容与类型不符')).toBeInTheDocument();
    await waitFor(() => expect(last).toEqual([]));
  });

  it('deletes a removed photo on the server when asked to, and keeps it when that fails', async () => {
    const user = userEvent.setup();
    const deletions = answer(P.fileDelete, ({ fileUrl }) =>
      fileUrl === '/files/kept.png' ? failure(STATUS.SERVER_ERROR, '系统繁忙') : null,
    );
    api.use(deletions);
    renderSection(
      <Field
        max={3}
        initial={[done('/files/gone.png'), done('/files/kept.png')]}
        deleteOnRemove={{ failed: (reason) => `删除失败：${reason}` }}
      />,
    );
    const [gone, kept] = screen.getAllByRole('button', { name: '删除文件' });
    await user.click(gone!);
    await waitFor(() => expect(screen.queryByText('/files/gone.png')).not.toBeInTheDocument());
    await user.click(kept!);
    expect(await screen.findByText('删除失败：系统繁忙')).toBeInTheDocument();
    expect(screen.getByText('/files/kept.png')).toBeInTheDocument();
    expect(deletions.inputs).toEqual([
      { fileUrl: '/files/gone.png' },
      { fileUrl: '/files/kept.png' },
    ]);
  });

  it('lets a photo already gone on the server leave, and leaves the server alone unless asked', async () => {
    const user = userEvent.setup();
    api.use(answer(P.fileDelete, () => failure(STATUS.NOT_FOUND, '文件不存在')));
    const first = renderSection(
      <Field max={3} initial={[done('/files/a.png')]} deleteOnRemove={{ failed: String }} />,
    );
    await user.click(screen.getByRole('button', { name: '删除文件' }));
    await waitFor(() => expect(screen.queryByText('/files/a.png')).not.toBeInTheDocument());
    first.unmount();

    renderSection(<Field max={3} initial={[done('/files/b.png')]} />); // no delete answered
    await user.click(screen.getByRole('button', { name: '删除文件' }));
    await waitFor(() => expect(screen.queryByText('/files/b.png')).not.toBeInTheDocument());
  });
});
