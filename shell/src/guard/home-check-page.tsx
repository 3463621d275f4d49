import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@pest-portal/shared/router';
import { checkSession, isMobile, loginHref, useSessionStore, useT } from '@pest-portal/shared';
import { loadBranding } from '../branding/load-branding';
import { landingPath, safeRurl } from '../router/landing';

/**
 * /homeCheck?token=..&key=..&Rurl=..: a session handed over by another system. The token
 * and key are stored, the server confirms them, and the user goes on to Rurl or home; an
 * invalid hand-over ends at the login page.
 */
export function HomeCheckPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const key = params.get('key') ?? '';
  const rurl = params.get('Rurl');

  useEffect(() => {
    let live = true;
    const toLogin = () =>
      navigate(loginHref(isMobile(), safeRurl(rurl) ?? undefined), { replace: true });
    if (!token) {
      toLogin();
      return;
    }
    const session = useSessionStore.getState();
    session.adopt(token, key);
    checkSession({ quiet: true }).then(
      (info) => {
        if (!live) return;
        useSessionStore.getState().signIn(info);
        void loadBranding();
        navigate(landingPath(info.isHq, rurl), { replace: true });
      },
      () => {
        if (!live) return;
        useSessionStore.getState().signOut();
        toLogin();
      },
    );
    return () => {
      live = false;
    };
  }, [token, key, rurl, navigate]);

  return (
    <main className="pp-checking">
      {/* Plain, like the login pages: a hand-over loads no antd (providers/ant-host.tsx). */}
      <p role="status" className="pp-checking__text">
        <span className="pp-spinner" aria-hidden="true" />
        {t('login.checking')}
      </p>
    </main>
  );
}
