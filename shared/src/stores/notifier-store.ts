import { create } from 'zustand';

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';
export type Notify = (kind: NoticeKind, text: string) => void;

interface NotifierState {
  /**
   * How toasts are shown. The shell registers antd's message API here at start-up; a
   * remote running alone registers its own. Shared code never imports antd.
   */
  notify: Notify;
  register: (notify: Notify) => void;
}

export const useNotifierStore = create<NotifierState>((set) => ({
  notify: (kind, text) => {
    // Nothing registered yet (a test, or before the shell renders): still say it.
    console.warn(`[${kind}] ${text}`);
  },
  register: (notify) => set({ notify }),
}));

/** Show a toast from anywhere. */
export function notify(kind: NoticeKind, text: string): void {
  useNotifierStore.getState().notify(kind, text);
}
