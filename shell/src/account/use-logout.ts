import { App } from '@pest-portal/shared/antd';
import { useCallback } from 'react';
import { useNavigate } from '@pest-portal/shared/router';
import { isMobile, loginHref, logout, useSessionStore, useT } from '@pest-portal/shared';

/**
 * spec §4: logout asks for confirmation, ends the session on the server (its failure does
 * not keep the user in), clears the token and goes to the login page of the device type.
 * @example const askLogout = useLogout(); <Button onClick={askLogout}>退出登录</Button>
 */
export function useLogout(): () => void {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const t = useT();
  return useCallback(() => {
    modal.confirm({
      title: t('common.prompt'),
      content: t('logout.confirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await logout({ quiet: true });
        } catch {
          // The server may already have ended it; the client forgets it either way.
        }
        useSessionStore.getState().signOut();
        navigate(loginHref(isMobile()), { replace: true });
      },
    });
  }, [modal, navigate, t]);
}
