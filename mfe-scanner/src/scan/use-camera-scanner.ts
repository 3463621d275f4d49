import { useCallback, useEffect, useRef, useState } from 'react';
import type { CameraDevice, CameraCapabilities } from 'html5-qrcode/camera/core';
import { CAMERA_SCAN, REAR_CAMERA } from './camera-settings';
import { listCameras } from './list-cameras';
import { loadHtml5Qrcode, type Html5QrcodeInstance } from './load-html5-qrcode';
import { scanErrorKey, type ScanErrorKey } from './scan-errors';
import { readScanMemory, rememberScan, startedCameraId } from './scan-memory';
import { ScannerStateMachine } from './scanner-state';

export type CameraPhase = 'idle' | 'starting' | 'running' | 'failed';

/** What the reader of a scanned text decides: scan on, or stop (the dialog is closing). */
export type ReadVerdict = { resumeAfterMs: number } | 'done';

export interface CameraScanner {
  phase: CameraPhase;
  error: ScanErrorKey | null;
  cameras: CameraDevice[];
  cameraId: string | null;
  capabilities: CameraCapabilities | null;
  start: (cameraId?: string) => Promise<void>;
  switchCamera: (cameraId: string) => Promise<void>;
}

/**
 * The library draws its own "Scanner paused" band over the picture while paused (spec §8
 * "scanner paused"); it carries the catalogue's text instead of the library's English.
 */
function wordPausedOverlay(elementId: string, text: string): void {
  const container = document.getElementById(elementId);
  for (const child of Array.from(container?.children ?? []))
    if (child instanceof HTMLElement && child.textContent?.trim() === 'Scanner paused')
      child.textContent = text;
}

/** The label of the video track playing in the scanner's element, if the browser gives one. */
function runningTrackLabel(elementId: string): string | null {
  const stream = document.getElementById(elementId)?.querySelector('video')?.srcObject;
  // A MediaStream, told by what it can do: some browsers (and jsdom) have no such global.
  return stream && 'getVideoTracks' in stream ? (stream.getVideoTracks()[0]?.label ?? null) : null;
}

/** The running track's settings, or null where the library cannot read them. */
function trackSettings(instance: Html5QrcodeInstance): MediaTrackSettings | null {
  try {
    return instance.getRunningTrackSettings();
  } catch {
    return null;
  }
}

/**
 * A stop still running (the previous panel's, or a camera switch): a new start waits for
 * it, since two getUserMedia streams on one camera fail on many phones.
 */
let stopping: Promise<void> = Promise.resolve();

/**
 * The camera half of the scan dialog over html5-qrcode's Html5Qrcode, its moves checked
 * by the state machine of spec §4. The stream is stopped when the component unmounts
 * (dialog closed, mode swapped) and when the page is left, whatever state it was in.
 */
export function useCameraScanner(
  elementId: string,
  onRead: (text: string) => ReadVerdict,
  onBusy: (busy: boolean) => void,
  pausedWording: string,
): CameraScanner {
  const pausedText = useRef(pausedWording);
  pausedText.current = pausedWording;
  const [phase, setPhase] = useState<CameraPhase>('idle');
  const [error, setError] = useState<ScanErrorKey | null>(null);
  const [cameras, setCameras] = useState<CameraDevice[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [capabilities, setCapabilities] = useState<CameraCapabilities | null>(null);
  const scanner = useRef<Html5QrcodeInstance | null>(null);
  const machine = useRef(new ScannerStateMachine());
  const disposed = useRef(false);
  const readRef = useRef(onRead);
  readRef.current = onRead;
  const busyRef = useRef(onBusy);
  busyRef.current = onBusy;

  const stop = useCallback(async () => {
    const current = scanner.current;
    scanner.current = null;
    if (!current) return;
    if (machine.current.can('stop')) {
      machine.current.move('stop');
      await current.stop().catch((e: unknown) => console.warn('[scanner] stop failed', e));
    }
    try {
      current.clear();
    } catch (e) {
      console.warn('[scanner] clear failed', e);
    }
  }, []);

  const handleRead = useCallback(
    (text: string) => {
      const current = scanner.current;
      // A camera scan pauses after a read (spec §4); frames decoded after it are ignored.
      if (!current || machine.current.state !== 'scanning') return;
      machine.current.move('pause');
      current.pause(true);
      // The band exists once the picture is up, which may be after start() resolved.
      wordPausedOverlay(elementId, pausedText.current);
      const verdict = readRef.current(text);
      if (verdict === 'done') return;
      window.setTimeout(() => {
        if (scanner.current !== current || !machine.current.can('resume')) return;
        machine.current.move('resume');
        current.resume();
      }, verdict.resumeAfterMs);
    },
    [elementId],
  );

  const start = useCallback(
    async (wanted?: string) => {
      busyRef.current(true);
      setPhase('starting');
      setError(null);
      try {
        await stopping;
        if (!window.isSecureContext) throw new Error('secure context required');
        const { Html5Qrcode, Html5QrcodeSupportedFormats } = await loadHtml5Qrcode();
        const remembered = wanted ?? readScanMemory().cameraId;
        const instance = new Html5Qrcode(elementId, {
          verbose: false,
          formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
        });
        scanner.current = instance;
        const run = (camera: string | MediaTrackConstraints) =>
          instance.start(camera, CAMERA_SCAN, handleRead, () => undefined);
        // The device id asked for, when that camera is the one that started.
        let requested: string | null = null;
        if (remembered)
          // A remembered camera may be gone (another phone, unplugged): fall back to the rear one.
          requested = await run(remembered).then(
            () => remembered,
            () => run(REAR_CAMERA).then(() => null),
          );
        else await run(REAR_CAMERA);
        machine.current.move('start');
        rememberScan({ permission: true });
        if (disposed.current || scanner.current !== instance) {
          // Closed while the camera was opening: the stream that just arrived goes at once.
          machine.current.move('stop');
          await instance.stop().catch(() => undefined);
          return;
        }
        setCapabilities(instance.getRunningTrackCameraCapabilities());
        const list = await listCameras().catch(() => []);
        // Remember the camera that is running, not only one picked in the list: reopening
        // the dialog starts the same one (the rear camera of the phone, say, once found).
        const started = startedCameraId(
          trackSettings(instance),
          requested,
          list,
          runningTrackLabel(elementId),
        );
        if (started) rememberScan({ cameraId: started });
        setCameraId(started);
        setCameras(list);
        setPhase('running');
      } catch (e) {
        console.warn('[scanner] camera start failed', e);
        // Whatever was half set up (a video element, a stream being opened) goes too.
        stopping = stop();
        if (!disposed.current) {
          setError(scanErrorKey(e, 'scan.error.userMedia'));
          setPhase('failed');
        }
      } finally {
        busyRef.current(false);
      }
    },
    [elementId, handleRead, stop],
  );

  const switchCamera = useCallback(
    async (id: string) => {
      stopping = stop();
      await stopping;
      await start(id);
    },
    [start, stop],
  );

  useEffect(() => {
    disposed.current = false;
    const leave = () => void stop();
    window.addEventListener('pagehide', leave);
    return () => {
      disposed.current = true;
      window.removeEventListener('pagehide', leave);
      stopping = stop();
    };
  }, [stop]);

  return { phase, error, cameras, cameraId, capabilities, start, switchCamera };
}
