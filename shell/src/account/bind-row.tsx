import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { App, Button, Tag } from '@pest-portal/shared/antd';
import { useEffect } from 'react';
import { useNavigate } from '@pest-portal/shared/router';
import {
  getWeChatBaseInfo,
  notify,
  unbindWeChat,
  useSessionStore,
  useT,
} from '@pest-portal/shared';
import { homePathFor } from '../router/landing';

/**
 * The messaging-app binding row of the mobile drawer (spec §2, §4): shows 已绑定 or 未绑定.
 * Bound: confirm, unbind, wxAuth becomes '0'. Not bound: the no-auth flag is cleared and
 * the user goes home, where the binding is offered again.
 */
export function BindRow({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const bound = useSessionStore((s) => s.wxAuth);
  const isHq = useSessionStore((s) => s.isHq);

  useEffect(() => {
    // The stored flag may be stale (bound or unbound elsewhere): ask the server, quietly.
    getWeChatBaseInfo({ quiet: true }).then(
      (info) => useSessionStore.getState().setWxAuth(info.openId !== null),
      () => undefined,
    );
  }, []);

  function onClick() {
    if (!bound) {
      useSessionStore.getState().setNoAuth(false);
      onNavigate?.();
      navigate(homePathFor(isHq));
      return;
    }
    modal.confirm({
      title: t('common.prompt'),
      content: t('bind.confirmUnbind'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await unbindWeChat({ quiet: true });
        } catch {
          notify('error', t('bind.unbindFailed'));
          return;
        }
        useSessionStore.getState().setWxAuth(false);
        notify('success', t('bind.unbindSuccess'));
      },
    });
  }

  const status = t(bound ? 'bind.bound' : 'bind.unbound');
  return (
    <Button
      type="text"
      block
      onClick={onClick}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: 44 }}
    >
      <span>{t('bind.label')}</span>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <Tag
          style={
            bound
              ? { marginInlineEnd: 0, color: '#fff', background: '#12805c', borderColor: '#12805c' }
              : { marginInlineEnd: 0 }
          }
        >
          {status}
        </Tag>
        <RightOutlined aria-hidden />
      </span>
    </Button>
  );
}
