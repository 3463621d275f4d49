import { isMobile, LOCAL_KEYS, LOCALE_COOKIE, paths, useBrandingStore } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import { answer, apiDouble } from '@pest-portal/shared/testing';
import { renderAt } from '../test-utils/render';
import { LoginPage } from '../login/login-page';
import { MobileLoginPage } from '../login/mobile-login-page';
import { FRAME_CONFIG, frameHtml, frameScriptConfig, shellDocument } from './build-document.cjs';
import { startFirstFrame } from './first-frame-script.cjs';
import { APP_FRAME_ID, removeAppFrame } from './app-frame';

// Branding is left unanswered (the default brand stays), as on a slow network.
const api = apiDouble();
beforeEach(() => api.use(answer(ENDPOINTS.getBaseByDomain, () => new Promise(() => undefined))));

/** index.html's #root as the build writes it, and its script run as the browser would. */
function paintFirstFrame(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${frameHtml()}</div>`;
  startFirstFrame(frameScriptConfig());
  return document.getElementById('pp-first-frame');
}

/** What makes two text paints the same size: element, classes, text, and where it sits. */
function shape(element: Element | null) {
  const chain: string[] = [];
  for (let e = element; e && e.id !== 'root'; e = e.parentElement) {
    chain.push(
      `${e.tagName.toLowerCase()}.${[...e.classList]
        .filter((c) => c !== 'pp-login')
        .sort()
        .join('.')}`,
    );
  }
  return { text: element?.textContent, chain };
}

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; max-age=0; path=/`;
  localStorage.clear();
  document.documentElement.lang = 'zh-CN';
});

describe('the first frame', () => {
  it('names the routes, cookie and storage keys the app uses', () => {
    expect(FRAME_CONFIG.variants).toEqual({
      [paths.login.path]: 'desktop',
      [paths.mlogin.path]: 'mobile',
    });
    expect(FRAME_CONFIG.localeCookie).toBe(LOCALE_COOKIE);
    expect(LOCAL_KEYS).toEqual(
      expect.arrayContaining([FRAME_CONFIG.brand.name, FRAME_CONFIG.brand.logo]),
    );
  });

  it('writes the CSS into the head and the frame and its script into #root', () => {
    const { head, root } = shellDocument();
    expect(head).toMatch(/^<style>[\s\S]*\.pp-login__intro[\s\S]*<\/style>$/);
    expect(root).toContain('<h1 class="pp-login__title" data-t="login.title">客户服务平台</h1>');
    expect(root).toMatch(/<script>\(function startFirstFrame[\s\S]*?\);<\/script><script>/);
    // The first frame's script, then the signed-in start's (section-preload-script.cjs).
    expect(root.match(/<\/script>/g)).toHaveLength(2);
    expect(root).toMatch(/<script>\(function startSectionPreload[\s\S]*\);<\/script>$/);
  });

  it('shows the desktop frame on /login and the mobile one on /mlogin', () => {
    expect(paintFirstFrame('/login')?.className).toBe('pp-login pp-login--desktop');
    expect(paintFirstFrame('/mlogin/')?.className).toBe('pp-login pp-login--mobile');
  });

  it('shows only the loading bar on any other path', () => {
    expect(paintFirstFrame('/service/serviceReport')).toBeNull();
    expect(document.getElementById('pp-first-frame-bar')?.hidden).toBe(false);
  });

  it('speaks the chosen language and shows the stored brand', () => {
    document.cookie = `${LOCALE_COOKIE}=en-US; path=/`;
    localStorage.setItem('docuMentName', '华东虫控');
    localStorage.setItem('logoUrl', 'https://cdn.example.com/logo.png');
    const frame = paintFirstFrame('/login');
    expect(document.documentElement.lang).toBe('en-US');
    expect(frame?.querySelector('h1')?.textContent).toBe('Customer service platform');
    expect(frame?.querySelector('.pp-login__name')?.textContent).toBe('华东虫控');
    const logo = frame?.querySelector<HTMLImageElement>('img.pp-login__logo');
    expect(logo?.src).toBe('https://cdn.example.com/logo.png');
    expect(logo?.hidden).toBe(false);
  });

  it('on a phone, a stored logo stands alone for the brand, as the page draws it', async () => {
    localStorage.setItem('docuMentName', '华东虫控');
    localStorage.setItem('logoUrl', 'https://cdn.example.com/logo.png');
    const frame = paintFirstFrame('/mlogin');
    expect(frame?.querySelector('.pp-login__name')).toBeNull();
    expect(frame?.querySelector('img.pp-login__logo')?.getAttribute('alt')).toBe('华东虫控');
    // The desktop frame keeps the name beside the logo.
    expect(paintFirstFrame('/login')?.querySelector('.pp-login__name')?.textContent).toBe(
      '华东虫控',
    );

    document.body.innerHTML = '';
    useBrandingStore.setState({
      docuMentName: '华东虫控',
      logoUrl: 'https://cdn.example.com/logo.png',
    });
    const { container, findByRole, unmount } = renderAt(
      [{ path: '/mlogin', element: <MobileLoginPage /> }],
      '/mlogin',
    );
    try {
      expect(await findByRole('img', { name: '华东虫控' })).toBeTruthy();
      expect(container.querySelector('.pp-login__name')).toBeNull();
    } finally {
      unmount();
      useBrandingStore.setState({ docuMentName: '', logoUrl: '' });
    }
  });

  it.each([
    ['/login', <LoginPage key="d" />],
    ['/mlogin', <MobileLoginPage key="m" />],
  ])(
    '%s: React draws the brand name, title and introduction exactly where and as the frame did',
    async (path, page) => {
      // The name too: a stored brand shows in the frame first, and must not be cut there
      // and whole on the page (or the other way round) on a phone.
      const selectors = ['.pp-login__name', '.pp-login__panel > h1', '.pp-login__panel > p'];
      const frame = paintFirstFrame(path);
      const expected = selectors.map((selector) => shape(frame?.querySelector(selector) ?? null));
      document.body.innerHTML = '';
      const { container } = renderAt([{ path, element: page }], path);
      const actual = selectors.map((selector) => shape(container.querySelector(selector)));
      // renderAt wraps the page in providers; only the chain up to the page's root counts.
      expect(
        actual.map((a) => ({ ...a, chain: a.chain.slice(0, expected[0]?.chain.length) })),
      ).toEqual(expected);
    },
  );
});

describe('the signed-in frame (the layout’s header before any script)', () => {
  const appFrame = () => document.getElementById(APP_FRAME_ID);
  const setWidth = (value: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value });
    window.dispatchEvent(new Event('resize'));
  };
  afterEach(() => setWidth(1024));

  it('names the paths, keys and phone rule the app uses', () => {
    const { signedIn } = FRAME_CONFIG;
    expect(signedIn.publicPaths.sort()).toEqual(
      [paths.login.path, paths.mlogin.path, paths.homeCheck.path].sort(),
    );
    expect(LOCAL_KEYS).toEqual(expect.arrayContaining([signedIn.tokenKey, signedIn.companyKey]));
    // isMobile()'s rule, for a desktop browser either side of the width and for a phone's agent.
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0';
    expect(isMobile(desktop, signedIn.mobileBelowWidth - 1)).toBe(true);
    expect(isMobile(desktop, signedIn.mobileBelowWidth)).toBe(false);
    for (const agent of ['iPhone', 'Android', 'HarmonyOS'])
      expect(new RegExp(signedIn.mobileAgents, 'i').test(agent)).toBe(isMobile(agent, 1280));
  });

  it('draws the phone’s header with the stored company, out of #root, for React to leave alone', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('companyName', '上海静安食品有限公司');
    localStorage.setItem('logoUrl', 'https://cdn.example.com/logo.png');
    setWidth(390);
    paintFirstFrame('/home');
    const frame = appFrame();
    expect(frame?.hidden).toBe(false);
    expect(frame?.className).toBe('pp-app-frame pp-app-frame--mobile');
    expect(frame?.parentElement).toBe(document.body);
    expect(frame?.querySelector('.pp-app-frame__name')?.textContent).toBe('上海静安食品有限公司');
    expect(frame?.querySelector<HTMLImageElement>('img')?.src).toBe(
      'https://cdn.example.com/logo.png',
    );
    removeAppFrame();
    expect(appFrame()).toBeNull();
  });

  it('draws the desktop’s header with the stored brand, or the product’s name in the chosen language', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('docuMentName', '华东虫控');
    paintFirstFrame('/serviceReport');
    expect(appFrame()?.className).toBe('pp-app-frame pp-app-frame--desktop');
    expect(appFrame()?.querySelector('.pp-app-frame__name')?.textContent).toBe('华东虫控');
    expect(appFrame()?.querySelector<HTMLElement>('.pp-app-frame__plate')?.hidden).toBe(true);
    localStorage.removeItem('docuMentName');
    paintFirstFrame('/serviceReport');
    expect(appFrame()?.querySelector('.pp-app-frame__name')?.textContent).toBe('客户服务平台');
    document.cookie = `${LOCALE_COOKIE}=en-US; path=/`;
    paintFirstFrame('/serviceReport');
    expect(appFrame()?.querySelector('.pp-app-frame__name')?.textContent).toBe(
      'Customer service platform',
    );
  });

  it('draws nothing without a session or on a page outside the login', () => {
    paintFirstFrame('/home');
    expect(appFrame()).toBeNull();
    localStorage.setItem('token', 't');
    paintFirstFrame('/homeCheck');
    expect(appFrame()).toBeNull();
    paintFirstFrame('/login');
    expect(appFrame()?.hidden).toBe(true);
  });
});
