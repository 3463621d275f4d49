import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, uploadFile } from '@pest-portal/shared';
import { renderSection } from '@pest-portal/shared/testing';
import { createPadSurface, type PadSurface } from './signature/pad-surface';
import { SignaturePanel } from './signature-panel';
import { signTask } from '../../api/sign-task';

jest.mock('../../api/sign-task', () =>
  jest.requireActual('../../test/mock-calls').mockCalls(jest.requireActual('../../api/sign-task')),
);
jest.mock('@pest-portal/shared', () => ({
  ...jest.requireActual('@pest-portal/shared'),
  uploadFile: jest.fn(),
}));
// jsdom has no 2D canvas: the pad is replaced at its one seam, the surface.
jest.mock('./signature/pad-surface', () => ({ createPadSurface: jest.fn() }));

const upload = jest.mocked(uploadFile);
const sign = jest.mocked(signTask);
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function fakePad(drawn: boolean): PadSurface & { toPng: jest.Mock } {
  return {
    isEmpty: () => !drawn,
    clear: jest.fn(),
    toPng: jest.fn(() => PNG),
    fit: jest.fn(),
    onDraw: jest.fn(),
    destroy: jest.fn(),
  };
}

describe('signing a visit', () => {
  it('refuses an empty pad with the spec text, and calls nothing', async () => {
    jest.mocked(createPadSurface).mockReturnValue(fakePad(false));
    const user = userEvent.setup();
    renderSection(<SignaturePanel taskId={5} onSigned={jest.fn()} />, {
      url: '/serviceReport/evaluateSignature?id=5',
    });
    await user.click(screen.getByRole('button', { name: '确认签字' }));
    expect(await screen.findByText('Warning: Not Signned!')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(sign).not.toHaveBeenCalled();
  });

  it('uploads the drawing as image.png, then signs once even on a double click', async () => {
    const pad = fakePad(true);
    jest.mocked(createPadSurface).mockReturnValue(pad);
    let finishUpload: (value: Awaited<ReturnType<typeof uploadFile>>) => void = () => undefined;
    upload.mockReturnValue(new Promise((resolve) => (finishUpload = resolve)));
    sign.mockResolvedValue({ taskId: 5, status: 'finished', signTime: '2026-03-01 11:00:00' });
    const onSigned = jest.fn();
    const user = userEvent.setup();
    renderSection(<SignaturePanel taskId={5} onSigned={onSigned} />, {
      url: '/serviceReport/evaluateSignature?id=5',
    });

    await user.dblClick(screen.getByRole('button', { name: '确认签字' }));
    finishUpload({
      fileUrl: '/api/files/sig.png',
      fileName: 'image.png',
      size: 10,
      contentType: 'image/png',
    });

    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1));
    expect(upload).toHaveBeenCalledTimes(1);
    const [blob, name] = upload.mock.calls[0]!;
    expect(name).toBe('image.png');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/png');
    expect(sign).toHaveBeenCalledTimes(1);
    expect(sign).toHaveBeenCalledWith(
      { taskId: 5, signUrl: '/api/files/sig.png', signerName: undefined },
      expect.anything(),
    );
    expect(pad.toPng).toHaveBeenCalledWith(true); // cropped by default
  });

  it('sends the uncropped pad when crop is off, and clears on reset', async () => {
    const pad = fakePad(true);
    jest.mocked(createPadSurface).mockReturnValue(pad);
    upload.mockResolvedValue({
      fileUrl: '/api/files/s.png',
      fileName: 'image.png',
      size: 10,
      contentType: 'image/png',
    });
    sign.mockResolvedValue({ taskId: 5, status: 'finished', signTime: '2026-03-01 11:00:00' });
    const user = userEvent.setup();
    renderSection(<SignaturePanel taskId={5} onSigned={jest.fn()} />, {
      url: '/serviceReport/evaluateSignature?id=5',
    });
    await user.click(screen.getByRole('button', { name: '重写' }));
    expect(pad.clear).toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: '裁剪到签名区域' }));
    await user.click(screen.getByRole('button', { name: '确认签字' }));
    await waitFor(() => expect(sign).toHaveBeenCalledTimes(1));
    expect(pad.toPng).toHaveBeenCalledWith(false);
  });

  // touch-action itself is checked in the browser: jsdom drops CSS properties it does not know.
  it('draws on an 800×300 canvas', () => {
    jest.mocked(createPadSurface).mockReturnValue(fakePad(false));
    renderSection(<SignaturePanel taskId={5} onSigned={jest.fn()} />, {
      url: '/serviceReport/evaluateSignature?id=5',
    });
    const canvas = screen.getByRole('img', { name: '签字板' });
    expect(canvas).toHaveAttribute('width', '800');
    expect(canvas).toHaveAttribute('height', '300');
  });

  it('a refusal about the visit itself (signed meanwhile in another tab) asks the page to reload it', async () => {
    jest.mocked(createPadSurface).mockReturnValue(fakePad(true));
    upload.mockResolvedValue({
      fileUrl: '/api/files/s.png',
      fileName: 'image.png',
      size: 10,
      contentType: 'image/png',
    });
    sign.mockRejectedValue(
      new ApiError('该工单已签字，不能重复签字', 400, [
        { field: 'taskId', defaultMessage: '该工单已签字，不能重复签字' },
      ]),
    );
    const onStale = jest.fn();
    const user = userEvent.setup();
    renderSection(<SignaturePanel taskId={5} onSigned={jest.fn()} onStale={onStale} />, {
      url: '/serviceReport/evaluateSignature?id=5',
    });
    await user.click(screen.getByRole('button', { name: '确认签字' }));
    await waitFor(() => expect(onStale).toHaveBeenCalledTimes(1));

    // A refusal of the drawing itself keeps the pad (and what was drawn) for another try.
    onStale.mockClear();
    sign.mockRejectedValue(
      new ApiError('签名图片无效，请重新签名', 400, [
        { field: 'signUrl', defaultMessage: '签名图片无效，请重新签名' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: '确认签字' }));
    expect(await screen.findByText(/签名图片无效/)).toBeInTheDocument();
    expect(onStale).not.toHaveBeenCalled();
  });
});
