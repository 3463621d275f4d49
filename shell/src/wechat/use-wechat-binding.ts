import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@pest-portal/shared/router';
import {
  bindWeChat,
  getWeChatBaseInfo,
  getWeChatSignature,
  isWeChat,
  notify,
  sendWeChatCallback,
  useSessionStore,
  useT,
} from '@pest-portal/shared';
import { homePathFor } from '../router/landing';
import { authorizeUrl, readBindReturn, withoutBindParams } from './wechat-oauth';

/** Leaves the portal for WeChat's authorise page (a seam for tests: jsdom cannot navigate). */
export const leaveFor = { go: (url: string) => window.location.assign(url) };

/**
 * Binding for notifications inside WeChat (spec §4): on the home page, an account that is
 * not bound and has not declined is sent through WeChat's authorisation; back with a code,
 * the binding is made (bindWeChatPublic); back without one, the user declined: noAuth is
 * set and they are not asked again (the drawer's bind row clears it to ask once more).
 * A binding is completed by sendCallBack, which has the official account confirm it to
 * the user inside WeChat.
 */
export function useWeChatBinding(): void {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const isHq = useSessionStore((s) => s.isHq);
  const running = useRef(false);
  const onHome = location.pathname === homePathFor(isHq);

  useEffect(() => {
    if (!onHome || !isWeChat() || running.current) return;
    const { noAuth, wxAuth, mid } = useSessionStore.getState();
    const back = readBindReturn(new URLSearchParams(location.search));
    const session = useSessionStore.getState();
    running.current = true;

    async function complete(code: string) {
      navigate(withoutBindParams(window.location.href), { replace: true });
      try {
        await bindWeChat(code);
      } catch {
        // The http client has shown why (a used or refused code); the row can try again.
        return;
      }
      session.setWxAuth(true);
      session.setNoAuth(false);
      notify('success', t('bind.bindSuccess'));
      // Bound either way; a confirmation that did not arrive is said by the http client.
      await sendWeChatCallback().catch((error: unknown) =>
        console.warn('[shell] WeChat bind confirmation not sent', error),
      );
    }

    async function start() {
      if (noAuth || wxAuth) return;
      // The stored flag may be stale: bound elsewhere means nothing to ask.
      const info = await getWeChatBaseInfo({ quiet: true });
      if (info.openId !== null) {
        session.setWxAuth(true);
        return;
      }
      const { appId } = await getWeChatSignature(mid ?? '', window.location.href, { quiet: true });
      leaving = true;
      leaveFor.go(authorizeUrl(appId, window.location.href.split('#')[0] ?? window.location.href));
    }
    // Leaving for WeChat's page takes a moment: until the page unloads, nothing starts again.
    let leaving = false;

    let work: Promise<void>;
    if (back.kind === 'agreed') work = complete(back.code);
    else if (back.kind === 'declined') {
      session.setNoAuth(true);
      navigate(withoutBindParams(window.location.href), { replace: true });
      work = Promise.resolve();
    } else work = start();
    work
      .catch((error: unknown) => console.warn('[shell] WeChat binding skipped', error))
      .finally(() => {
        if (!leaving) running.current = false;
      });
  }, [onHome, location.search, navigate, t]);
}

/** Mounted by the mobile layout: the WeChat browser is a phone's. */
export function WeChatBinding() {
  useWeChatBinding();
  return null;
}
