import { App } from '@pest-portal/shared/antd';
import { useEffect } from 'react';
import { useNotifierStore, type Notify } from '@pest-portal/shared';
import { releaseHeldNotices } from './held-notices';

/**
 * Hands antd's message API to shared's notifier, so toasts raised anywhere (the http
 * client, a remote) follow the shell's theme (App.useApp, not the static message API),
 * and shows the toasts raised before antd was loaded.
 */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    const notify: Notify = (kind, text) => {
      void message.open({ type: kind, content: text });
    };
    useNotifierStore.getState().register(notify);
    releaseHeldNotices(notify);
  }, [message]);
  return null;
}
