import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PLATFORM_ENDPOINTS as P,
  STATUS,
  UPLOAD_LIMITS,
  useSessionStore,
  type UploadedFile,
} from '@pest-portal/shared';
import { answer, apiDouble, failure } from '@pest-portal/shared/testing';
import { renderSection } from '../../../test/render-section';
import { createMemoryDraftStore } from '../draft/draft-store';
import { draftKey } from '../draft/feedback-draft';
import { FeedbackForm } from './feedback-form';

// The real upload and delete calls through the real http client; MSW answers at the network's edge.
const api = apiDouble();

/** The upload answered as the API does; each uploaded file (name, type) kept in `.files`. */
function uploads() {
  const files: File[] = [];
  const upload = answer(P.fileUpload, (form): UploadedFile => {
    const file = form.get(UPLOAD_LIMITS.field) as File;
    files.push(file);
    return {
      fileUrl: `/files/${file.name}`,
      fileName: file.name,
      size: 2048,
      contentType: file.type,
    };
  });
  api.use(upload);
  return files;
}

const KEY = draftKey('7');
beforeEach(() => useSessionStore.setState({ mid: '7' }));

function photo(name: string, size = 2048, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

// antd in jsdom is slow: typing into it and opening its popups take seconds.
jest.setTimeout(30000);

describe('the photos of the feedback form', () => {
  it('uploads a photo as field file and keeps its URL in the draft', async () => {
    const user = userEvent.setup();
    const files = uploads();
    const { drafts } = renderSection(<FeedbackForm onSubmitted={jest.fn()} />);
    await user.upload(screen.getByLabelText('上传图片'), photo('trap.png'));

    // As multipart field `file`, under its own name (spec §7).
    await waitFor(() =>
      expect(files.map((f) => [f.name, f.type])).toEqual([['trap.png', 'image/png']]),
    );
    await waitFor(async () =>
      expect((await drafts.load(KEY))?.images).toEqual(['/files/trap.png']),
    );
    expect(screen.getByRole('img', { name: 'trap.png' })).toBeInTheDocument();
  });

  it('says why an upload failed, in the form words, and leaves the photo out', async () => {
    const user = userEvent.setup();
    api.use(answer(P.fileUpload, () => failure(STATUS.VALIDATION, '文件内容与类型不符')));
    const { drafts } = renderSection(<FeedbackForm onSubmitted={jest.fn()} />);
    await user.upload(screen.getByLabelText('上传图片'), photo('fake.png'));
    expect(
      await screen.findByText('图片“fake.png”上传失败：文件内容与类型不符'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('fake.png')).not.toBeInTheDocument());
    expect((await drafts.load(KEY))?.images ?? []).toEqual([]);
  });

  it('refuses a photo over the size limit before uploading it', async () => {
    const user = userEvent.setup();
    const files = uploads();
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />);
    await user.upload(
      screen.getByLabelText('上传图片'),
      photo('big.png', UPLOAD_LIMITS.maxBytes + 1),
    );
    expect(await screen.findByText('图片“big.png”超过 5 MB，请压缩后再上传')).toBeInTheDocument();
    expect(files).toEqual([]);
  });

  it('refuses a file that is not a photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const files = uploads();
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />);
    await user.upload(
      screen.getByLabelText('上传图片'),
      photo('report.pdf', 100, 'application/pdf'),
    );
    expect(
      await screen.findByText('图片“report.pdf”格式不支持，仅支持 PNG、JPEG、WebP'),
    ).toBeInTheDocument();
    expect(files).toEqual([]);
  });

  it('takes no more photos than the limit', async () => {
    const user = userEvent.setup();
    const files = uploads();
    const images = ['/files/1.png', '/files/2.png', '/files/3.png', '/files/4.png', '/files/5.png'];
    const drafts = createMemoryDraftStore({ [KEY]: { content: '', contact: '', images } });
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />, { drafts });
    await screen.findByText('已恢复上次未提交的反馈草稿');
    await user.upload(screen.getByLabelText('上传图片'), [photo('6.png'), photo('7.png')]);

    expect(await screen.findByText('最多上传 6 张图片')).toBeInTheDocument();
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['6.png']));
    await waitFor(() => expect(screen.queryByLabelText('上传图片')).not.toBeInTheDocument()); // the picker hides when full
  });

  it('deletes an uploaded photo on the server when it is removed', async () => {
    const user = userEvent.setup();
    const deletions = answer(P.fileDelete, () => null);
    api.use(deletions);
    const drafts = createMemoryDraftStore({
      [KEY]: { content: '', contact: '', images: ['/files/trap.png'] },
    });
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />, { drafts });
    await screen.findByText('trap.png');
    await user.click(screen.getByRole('button', { name: '删除文件' }));

    await waitFor(() => expect(deletions.inputs).toEqual([{ fileUrl: '/files/trap.png' }]));
    await waitFor(() => expect(screen.queryByText('trap.png')).not.toBeInTheDocument());
    await waitFor(async () => expect(await drafts.load(KEY)).toBeNull());
  });

  it('keeps a photo whose deletion failed, and says so', async () => {
    const user = userEvent.setup();
    api.use(answer(P.fileDelete, () => failure(STATUS.SERVER_ERROR, '系统繁忙，请稍后再试')));
    const drafts = createMemoryDraftStore({
      [KEY]: { content: '', contact: '', images: ['/files/trap.png'] },
    });
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />, { drafts });
    await screen.findByText('trap.png');
    await user.click(screen.getByRole('button', { name: '删除文件' }));

    expect(await screen.findByText('图片删除失败：系统繁忙，请稍后再试')).toBeInTheDocument();
    expect(screen.getByText('trap.png')).toBeInTheDocument();
  });
});
