import { useNotifierStore, type NoticeKind, type Notify } from '@pest-portal/shared';

/**
 * Toasts raised before antd's message API is there (the login pages load no antd;
 * ant-host.tsx): none today (their calls are quiet, their notices shown in place), but
 * should one come, it is held, antd is asked for, and it is shown once antd's message API
 * registers (notifier-bridge.tsx).
 */
let held: [NoticeKind, string][] = [];

/** Called once at start-up, before anything can raise a toast; `load` brings antd in. */
export function holdNoticesUntilAntd(load: () => void): void {
  useNotifierStore.getState().register((kind, text) => {
    held.push([kind, text]);
    load();
  });
}

/** Show what was held, through the notifier that has just registered. */
export function releaseHeldNotices(notify: Notify): void {
  const notices = held;
  held = [];
  for (const [kind, text] of notices) notify(kind, text);
}
