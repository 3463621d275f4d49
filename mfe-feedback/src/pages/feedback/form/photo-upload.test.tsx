import type * as Shared from '@pest-portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  deleteFile,
  uploadFile,
  UPLOAD_LIMITS,
  useSessionStore,
} from '@pest-portal/shared';
import { renderSection } from '../../../test/render-section';
import { createMemoryDraftStore } from '../draft/draft-store';
import { draftKey } from '../draft/feedback-draft';
import { FeedbackForm } from './feedback-form';

jest.mock('@pest-portal/shared', () => {
  const actual = jest.requireActual<typeof Shared>('@pest-portal/shared');
  return { ...actual, ...actual.photoUploadOver(jest.fn()), deleteFile: jest.fn() };
});
const upload = jest.mocked(uploadFile);
const remove = jest.mocked(deleteFile);

const KEY = draftKey('7');
beforeEach(() => useSessionStore.setState({ mid: '7' }));

function photo(name: string, size = 2048, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function uploaded(name: string) {
  return { fileUrl: `/files/${name}`, fileName: name, size: 2048, contentType: 'image/png' };
}

// antd in jsdom is slow: typing into it and opening its popups take seconds.
jest.setTimeout(30000);

describe('the photos of the feedback form', () => {
  it('uploads a photo as field file and keeps its URL in the draft', async () => {
    const user = userEvent.setup();
    upload.mockResolvedValue(uploaded('trap.png'));
    const { drafts } = renderSection(<FeedbackForm onSubmitted={jest.fn()} />);
    const file = photo('trap.png');
    await user.upload(screen.getByLabelText('上传图片'), file);

    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith(
        file,
        'trap.png',
        expect.objectContaining({ quiet: true }),
      ),
    );
    await waitFor(async () =>
      expect((await drafts.load(KEY))?.images).toEqual(['/files/trap.png']),
    );
    expect(screen.getByRole('img', { name: 'trap.png' })).toBeInTheDocument();
  });

  it('refuses a photo over the size limit before uploading it', async () => {
    const user = userEvent.setup();
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />);
    await user.upload(
      screen.getByLabelText('上传图片'),
      photo('big.png', UPLOAD_LIMITS.maxBytes + 1),
    );
    expect(await screen.findByText('图片“big.png”超过 5 MB，请压缩后再上传')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />);
    await user.upload(
      screen.getByLabelText('上传图片'),
      photo('report.pdf', 100, 'application/pdf'),
    );
    expect(
      await screen.findByText('图片“report.pdf”格式不支持，仅支持 PNG、JPEG、WebP'),
    ).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes no more photos than the limit', async () => {
    const user = userEvent.setup();
    upload.mockImplementation(async (_file, name) => uploaded(name));
    const images = ['/files/1.png', '/files/2.png', '/files/3.png', '/files/4.png', '/files/5.png'];
    const drafts = createMemoryDraftStore({ [KEY]: { content: '', contact: '', images } });
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />, { drafts });
    await screen.findByText('已恢复上次未提交的反馈草稿');
    await user.upload(screen.getByLabelText('上传图片'), [photo('6.png'), photo('7.png')]);

    expect(await screen.findByText('最多上传 6 张图片')).toBeInTheDocument();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByLabelText('上传图片')).not.toBeInTheDocument()); // the picker hides when full
  });

  it('deletes an uploaded photo on the server when it is removed', async () => {
    const user = userEvent.setup();
    remove.mockResolvedValue(null);
    const drafts = createMemoryDraftStore({
      [KEY]: { content: '', contact: '', images: ['/files/trap.png'] },
    });
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />, { drafts });
    await screen.findByText('trap.png');
    await user.click(screen.getByRole('button', { name: '删除文件' }));

    await waitFor(() => expect(remove).toHaveBeenCalledWith('/files/trap.png', { quiet: true }));
    await waitFor(() => expect(screen.queryByText('trap.png')).not.toBeInTheDocument());
    await waitFor(async () => expect(await drafts.load(KEY)).toBeNull());
  });

  it('keeps a photo whose deletion failed, and says so', async () => {
    const user = userEvent.setup();
    remove.mockRejectedValue(new ApiError('网络错误，请检查网络连接', 0));
    const drafts = createMemoryDraftStore({
      [KEY]: { content: '', contact: '', images: ['/files/trap.png'] },
    });
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />, { drafts });
    await screen.findByText('trap.png');
    await user.click(screen.getByRole('button', { name: '删除文件' }));

    expect(await screen.findByText('图片删除失败：网络错误，请检查网络连接')).toBeInTheDocument();
    expect(screen.getByText('trap.png')).toBeInTheDocument();
  });
});
