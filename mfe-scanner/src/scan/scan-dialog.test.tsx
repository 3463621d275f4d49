import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useNotifierStore } from '@pest-portal/shared';
import { renderSection } from '@pest-portal/shared/testing';
import ScanDialog from './scan-dialog';
import { readScanMemory, rememberScan } from './scan-memory';

/** A promise the test settles itself: the camera or the photo reader still working. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

// html5-qrcode's stand-in, at the module the dialog imports dynamically. `evaluated` says
// whether that import ran; every scanner made is kept, with what it was asked to do.
type Camera = string | MediaTrackConstraints;
const mockLibrary = {
  evaluated: false,
  start: jest.fn<Promise<null>, [Camera, unknown, (text: string) => void, () => void]>(),
  settings: jest.fn<MediaTrackSettings, []>(() => ({})),
  // html5-qrcode's own camera list, which opens a stream of its own: never asked for.
  cameras: jest.fn(async () => [{ id: 'cam-rear', label: 'Back camera' }]),
  scanFile: jest.fn<Promise<string>, [File, boolean]>(),
  stops: jest.fn(async () => undefined),
};
jest.mock('html5-qrcode', () => {
  mockLibrary.evaluated = true;
  // A camera without torch or zoom.
  const feature = () => ({
    isSupported: () => false,
    value: () => null,
    min: () => 1,
    max: () => 1,
    step: () => 0.1,
    apply: async () => undefined,
  });
  class Html5Qrcode {
    static getCameras = () => mockLibrary.cameras();
    start = (camera: Camera, config: unknown, ok: (text: string) => void, fail: () => void) =>
      mockLibrary.start(camera, config, ok, fail);
    stop = () => mockLibrary.stops();
    clear = () => undefined;
    pause = () => undefined;
    resume = () => undefined;
    scanFile = (file: File, show: boolean) => mockLibrary.scanFile(file, show);
    getRunningTrackSettings = () => mockLibrary.settings();
    getRunningTrackCameraCapabilities = () => ({ torchFeature: feature, zoomFeature: feature });
  }
  return { Html5Qrcode, Html5QrcodeSupportedFormats: { QR_CODE: 0 } };
});

jest.setTimeout(60_000);

/** The browser's devices (jsdom has no mediaDevices): the camera list is read from them. */
const devices = jest.fn(async (): Promise<Partial<MediaDeviceInfo>[]> => [
  { kind: 'audioinput', deviceId: 'mic', label: 'Microphone' },
  { kind: 'videoinput', deviceId: 'cam-rear', label: 'Back camera' },
]);
Object.defineProperty(navigator, 'mediaDevices', {
  value: { enumerateDevices: () => devices() },
  configurable: true,
});

const notify = jest.fn();
beforeAll(() => {
  useNotifierStore.getState().register(notify);
  // jsdom is no secure context; the camera needs one (spec §5), as https or localhost give.
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
beforeEach(() => {
  document.cookie = 'pp_scan=; path=/; max-age=0';
  mockLibrary.settings.mockImplementation(() => ({}));
});

/** The shell's side of the dialog: a scan button that opens it, its cancel that closes it. */
function Header() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        scan
      </button>
      <ScanDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const scanButton = () => screen.getByRole('button', { name: 'scan' });

function openDialog() {
  renderSection(<Header />);
  fireEvent.click(scanButton());
}

describe('the 扫一扫 dialog', () => {
  // First: once imported, the module stays in jest's registry for the rest of the file.
  it('imports html5-qrcode only when it opens', async () => {
    mockLibrary.start.mockResolvedValue(null);
    renderSection(<Header />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mockLibrary.evaluated).toBe(false);
    fireEvent.click(scanButton());
    await waitFor(() => expect(mockLibrary.evaluated).toBe(true));
    await waitFor(() => expect(mockLibrary.start).toHaveBeenCalled());
  });

  it('starts the rear camera at 10 frames a second in a 200×200 box, saying so meanwhile', async () => {
    const camera = deferred<null>();
    mockLibrary.start.mockReturnValueOnce(camera.promise);
    openDialog();
    expect(await screen.findByText('启动相机中...')).toBeInTheDocument();
    expect(mockLibrary.start).toHaveBeenCalledWith(
      { facingMode: 'environment' },
      { fps: 10, qrbox: { width: 200, height: 200 } },
      expect.any(Function),
      expect.any(Function),
    );
    await act(async () => camera.resolve(null));
    expect(await screen.findByText('将二维码放入框内，即可自动扫描')).toBeInTheDocument();
    expect(screen.queryByText('启动相机中...')).not.toBeInTheDocument();
  });

  it('says 相机启动失败！ with the reason when the camera cannot start', async () => {
    mockLibrary.start.mockRejectedValueOnce(
      'Error getting userMedia, error = NotAllowedError: Permission denied',
    );
    openDialog();
    expect(await screen.findByText('相机启动失败！')).toBeInTheDocument();
    expect(screen.getByText('无法获取相机画面，请允许使用相机后重试')).toBeInTheDocument();
  });

  it('lists the cameras from the devices, without opening a stream of its own', async () => {
    mockLibrary.start.mockResolvedValue(null);
    devices.mockResolvedValueOnce([
      { kind: 'videoinput', deviceId: 'cam-front', label: 'Front camera' },
      { kind: 'audioinput', deviceId: 'mic', label: 'Microphone' },
      { kind: 'videoinput', deviceId: 'cam-rear', label: 'Back camera' },
    ]);
    mockLibrary.cameras.mockClear();
    openDialog();
    // Two cameras: the choice between them is offered, by their names.
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '相机' }));
    expect(await screen.findByText('Front camera')).toBeInTheDocument();
    // html5-qrcode's list opens the default camera beside the one scanning.
    expect(mockLibrary.cameras).not.toHaveBeenCalled();
  });

  it('remembers the camera that started, and starts it again on the next opening', async () => {
    mockLibrary.start.mockResolvedValue(null);
    mockLibrary.settings.mockImplementation(() => ({ deviceId: 'cam-rear-2' }));
    openDialog();
    await screen.findByText('将二维码放入框内，即可自动扫描');
    expect(readScanMemory()).toEqual({ permission: true, cameraId: 'cam-rear-2' });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(mockLibrary.stops).toHaveBeenCalled());

    mockLibrary.start.mockClear();
    fireEvent.click(scanButton());
    await screen.findByText('将二维码放入框内，即可自动扫描');
    expect(mockLibrary.start.mock.calls[0]?.[0]).toBe('cam-rear-2');
  });

  it('falls back to the rear camera when the remembered one is gone, and remembers that one', async () => {
    rememberScan({ cameraId: 'unplugged' });
    mockLibrary.start.mockRejectedValueOnce('NotFoundError').mockResolvedValue(null);
    openDialog();
    await screen.findByText('将二维码放入框内，即可自动扫描');
    expect(mockLibrary.start.mock.calls.map((call) => call[0])).toEqual([
      'unplugged',
      { facingMode: 'environment' },
    ]);
    // The track reports no device id here: the library's one camera is the one running.
    expect(readScanMemory().cameraId).toBe('cam-rear');
  });

  it('refuses a swap while the camera is starting', async () => {
    const camera = deferred<null>();
    mockLibrary.start.mockReturnValueOnce(camera.promise);
    openDialog();
    await screen.findByText('启动相机中...');
    fireEvent.click(screen.getByRole('button', { name: '扫描图片文件' }));
    expect(notify).toHaveBeenCalledWith('info', '正在切换，请稍候');
    expect(screen.getByText('启动相机中...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /选择图片/ })).not.toBeInTheDocument();
    await act(async () => camera.resolve(null));
  });

  it('refuses a swap while a photo is being read', async () => {
    mockLibrary.start.mockResolvedValue(null);
    const reading = deferred<string>();
    mockLibrary.scanFile.mockReturnValueOnce(reading.promise);
    openDialog();
    await screen.findByText('将二维码放入框内，即可自动扫描');
    fireEvent.click(screen.getByRole('button', { name: '扫描图片文件' }));
    const photo = new File(['png'], 'label.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('选择图片'), { target: { files: [photo] } });
    await waitFor(() => expect(mockLibrary.scanFile).toHaveBeenCalledWith(photo, false));
    notify.mockClear();
    fireEvent.click(screen.getByRole('button', { name: '使用相机扫描' }));
    expect(notify).toHaveBeenCalledWith('info', '正在切换，请稍候');
    expect(screen.getByRole('button', { name: '使用相机扫描' })).toBeInTheDocument();
    await act(async () => reading.reject('No MultiFormat Readers were able to detect the code.'));
    expect(await screen.findByText('未能识别出二维码，请换一张清晰的照片')).toBeInTheDocument();
    // Done reading: the swap goes through.
    fireEvent.click(screen.getByRole('button', { name: '使用相机扫描' }));
    expect(await screen.findByRole('button', { name: '扫描图片文件' })).toBeInTheDocument();
  });

  it('stops the camera when the page is left', async () => {
    mockLibrary.start.mockResolvedValue(null);
    openDialog();
    await screen.findByText('将二维码放入框内，即可自动扫描');
    mockLibrary.stops.mockClear();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(mockLibrary.stops).toHaveBeenCalledTimes(1));
  });
});
