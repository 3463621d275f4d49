import { App } from 'antd';
import { useEffect } from 'react';
import { useNotifierStore } from '@pest-portal/shared';

/**
 * Hands antd's message API to shared's notifier, so toasts raised anywhere (the http
 * client, a remote) follow the shell's theme (App.useApp, not the static message API).
 */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    useNotifierStore.getState().register((kind, text) => {
      void message.open({ type: kind, content: text });
    });
  }, [message]);
  return null;
}
