import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATFORM_ENDPOINTS as P, UPLOAD_LIMITS } from '@pest-portal/shared';
import { HEADERS } from '@pest-portal/shared/contract';
import { SERVICE_ENDPOINTS as S } from '@pest-portal/shared/contract/service';
import { answer, apiDouble, failure, renderSection } from '@pest-portal/shared/testing';
import { fakePad } from '../../test/fake-pad';
import { gate } from '../../test/gate';
import { createPadSurface } from './signature/pad-surface';
import { SignaturePanel } from './signature-panel';

// The upload and the signature through the real http client and codec; MSW answers at the
// network's edge. jsdom has no 2D canvas: the pad is replaced at its one seam, the surface.
jest.mock('./signature/pad-surface', () => ({ createPadSurface: jest.fn() }));
const api = apiDouble();

const fileOf = (form: unknown) => (form as FormData).get(UPLOAD_LIMITS.field) as File;

let uploads: ReturnType<typeof answer<typeof P.fileUpload>>;
let signs: ReturnType<typeof answer<typeof S.taskSignature>>;
/** The requestId header of each signature sent, in order. */
let signIds: (string | null)[];
beforeEach(() => {
  signIds = [];
  uploads = answer(P.fileUpload, (form) => ({
    fileUrl: '/api/files/sig.png',
    fileName: fileOf(form).name,
    size: 10,
    contentType: 'image/png',
  }));
  signs = answer(S.taskSignature, (input, request) => {
    signIds.push(request.headers.get(HEADERS.requestId));
    return { taskId: input.taskId, status: 'finished', signTime: '2026-03-01 11:00:00' };
  });
  api.use(uploads, signs);
});

function renderPanel(props: Partial<Parameters<typeof SignaturePanel>[0]> = {}) {
  return renderSection(<SignaturePanel taskId={5} onSigned={jest.fn()} {...props} />, {
    url: '/serviceReport/evaluateSignature?id=5',
  });
}

describe('signing a visit', () => {
  it('refuses an empty pad with the spec text, and calls nothing', async () => {
    jest.mocked(createPadSurface).mockReturnValue(fakePad(false));
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: '确认签字' }));
    expect(await screen.findByText('Warning: Not Signned!')).toBeInTheDocument();
    expect(uploads.inputs).toEqual([]);
    expect(signs.inputs).toEqual([]);
  });

  it('uploads the drawing as image.png, then signs once even on a double click', async () => {
    const pad = fakePad(true);
    jest.mocked(createPadSurface).mockReturnValue(pad);
    const uploaded = gate();
    const slowUploads = answer(P.fileUpload, async (form) => {
      await uploaded.passed;
      return {
        fileUrl: '/api/files/sig.png',
        fileName: fileOf(form).name,
        size: 10,
        contentType: 'image/png',
      };
    });
    api.use(slowUploads);
    const onSigned = jest.fn();
    const user = userEvent.setup();
    renderPanel({ onSigned });

    await user.dblClick(screen.getByRole('button', { name: '确认签字' }));
    uploaded.open();

    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1));
    expect(slowUploads.inputs).toHaveLength(1);
    const file = fileOf(slowUploads.inputs[0]);
    expect(file.name).toBe('image.png');
    expect(file.type).toBe('image/png');
    expect(signs.inputs).toEqual([{ taskId: 5, signUrl: '/api/files/sig.png' }]);
    expect(pad.toPng).toHaveBeenCalledWith(true); // cropped by default
  });

  it('sends the uncropped pad when crop is off, and clears on reset', async () => {
    const pad = fakePad(true);
    jest.mocked(createPadSurface).mockReturnValue(pad);
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: '重写' }));
    expect(pad.clear).toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: '裁剪到签名区域' }));
    await user.click(screen.getByRole('button', { name: '确认签字' }));
    await waitFor(() => expect(signs.inputs).toHaveLength(1));
    expect(pad.toPng).toHaveBeenCalledWith(false);
  });

  // touch-action itself is checked in the browser: jsdom drops CSS properties it does not know.
  it('draws on an 800×300 canvas', () => {
    jest.mocked(createPadSurface).mockReturnValue(fakePad(false));
    renderPanel();
    const canvas = screen.getByRole('img', { name: '签字板' });
    expect(canvas).toHaveAttribute('width', '800');
    expect(canvas).toHaveAttribute('height', '300');
  });

  it('a refusal about the visit itself (signed meanwhile in another tab) asks the page to reload it', async () => {
    jest.mocked(createPadSurface).mockReturnValue(fakePad(true));
    const refuse = (field: string, text: string) =>
      answer(S.taskSignature, (_input, request) => {
        signIds.push(request.headers.get(HEADERS.requestId));
        return failure(400, text, [{ field, defaultMessage: text }]);
      });
    api.use(refuse('taskId', '该工单已签字，不能重复签字'));
    const onStale = jest.fn();
    const user = userEvent.setup();
    renderPanel({ onStale });
    await user.click(screen.getByRole('button', { name: '确认签字' }));
    await waitFor(() => expect(onStale).toHaveBeenCalledTimes(1));

    // A refusal of the drawing itself keeps the pad (and what was drawn) for another try.
    onStale.mockClear();
    api.use(refuse('signUrl', '签名图片无效，请重新签名'));
    await user.click(screen.getByRole('button', { name: '确认签字' }));
    expect(await screen.findByText('签字失败：签名图片无效，请重新签名')).toBeInTheDocument();
    expect(onStale).not.toHaveBeenCalled();
    // A visit is signed once: the second try is the same submit, with the same request id.
    expect(signIds).toHaveLength(2);
    expect(signIds[0]).toBeTruthy();
    expect(signIds[1]).toBe(signIds[0]);
  });

  it('a resend after a failed signature reuses the drawing it uploaded (no second file)', async () => {
    jest.mocked(createPadSurface).mockReturnValue(fakePad(true));
    let attempt = 0;
    api.use(
      answer(S.taskSignature, (input, request) => {
        signIds.push(request.headers.get(HEADERS.requestId));
        attempt += 1;
        if (attempt === 1) return failure(500, '服务器繁忙，请稍后重试');
        return {
          taskId: input.taskId,
          status: 'finished' as const,
          signTime: '2026-03-01 11:00:00',
        };
      }),
    );
    const onSigned = jest.fn();
    const user = userEvent.setup();
    renderPanel({ onSigned });
    await user.click(screen.getByRole('button', { name: '确认签字' }));
    expect(await screen.findByText(/签字失败/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认签字' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1));
    expect(uploads.inputs).toHaveLength(1);
    expect(signIds).toHaveLength(2);
    expect(signIds[1]).toBe(signIds[0]);
  });
});
