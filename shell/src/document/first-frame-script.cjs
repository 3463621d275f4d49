// @ts-check
/**
 * The first frame's script. build-document.cjs writes this function into index.html right
 * after the frame, so it runs before the first paint and before any bundle has arrived: it
 * picks the frame for the path (the login page's, desktop or mobile; on any other path only
 * the loading bar) and fills in what this browser already knows, the chosen language and
 * the stored brand, so that the frame shows what React will draw. No imports and no helpers
 * from outside: the function is serialised as it is written.
 * @param {import('./build-document.cjs').FrameScriptConfig} config
 */
function startFirstFrame(config) {
  /**
   * Behind the login, with a session stored: the layout's header (the signed-in frame),
   * with the stored brand and company, the device's variant as isMobile() picks it.
   * Anywhere else (no session: the guard sends the visitor to the login page) it goes.
   * @param {import('./build-document.cjs').FrameScriptConfig} settings
   * @param {string} at the path
   * @param {string | undefined} chosenLocale the language in the cookie, if any
   */
  function startAppFrame(settings, at, chosenLocale) {
    const app = document.getElementById('pp-app-frame');
    if (!app) return;
    const { signedIn } = settings;
    try {
      const stored = (/** @type {string} */ key) => window.localStorage.getItem(key);
      if (signedIn.publicPaths.indexOf(at) >= 0 || !stored(signedIn.tokenKey)) {
        app.remove();
        return;
      }
      const mobile =
        new RegExp(signedIn.mobileAgents, 'i').test(navigator.userAgent) ||
        window.innerWidth < signedIn.mobileBelowWidth;
      app.classList.add(`pp-app-frame--${mobile ? 'mobile' : 'desktop'}`);
      // A phone's header names the company, a desktop's the brand (beside the logo).
      const name = stored(mobile ? signedIn.companyKey : settings.brand.name);
      const nameElement = app.querySelector('.pp-app-frame__name');
      // No name stored: the product's, in the chosen language (the frames' texts).
      const texts = chosenLocale ? settings.texts[chosenLocale] : undefined;
      const product = texts && nameElement ? texts[nameElement.getAttribute('data-t') ?? ''] : '';
      if (nameElement && (name || product)) nameElement.textContent = name || product;
      const logo = stored(settings.brand.logo);
      const logoElement = app.querySelector('img.pp-app-frame__logo');
      const plate = app.querySelector('.pp-app-frame__plate');
      if (logo && logoElement instanceof HTMLImageElement && plate instanceof HTMLElement) {
        // Its place kept, the plate shows once the logo has arrived: empty, it was a bare
        // white pill on the header for the second or so the logo takes on a phone network.
        plate.style.visibility = 'hidden';
        logoElement.addEventListener('load', () => {
          plate.style.visibility = '';
        });
        logoElement.src = logo;
        plate.hidden = false;
      }
      app.hidden = false;
      // Out of #root: React's first commit (the router still loading the layout's code,
      // ~1.5 s before it is drawn on the throttled phone) empties #root; the frame stays
      // until the first route is drawn (router/root-frame.tsx takes it away).
      const root = document.getElementById('root');
      if (root && root.parentNode) root.parentNode.insertBefore(app, root);
    } catch {
      app.remove(); // storage blocked: the guard decides, as without the frame
    }
  }

  const frame = document.getElementById('pp-first-frame');
  const bar = document.getElementById('pp-first-frame-bar');
  if (!frame || !bar) return;
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const match = new RegExp(`(?:^|; )${config.localeCookie}=([^;]+)`).exec(document.cookie);
  const locale = match ? match[1] : undefined;
  const variant = config.variants[path];
  if (!variant) {
    frame.remove();
    bar.hidden = false;
    startAppFrame(config, path, locale);
    return;
  }
  frame.classList.add(`pp-login--${variant}`);

  const texts = locale ? config.texts[locale] : undefined;
  if (locale && texts) {
    document.documentElement.lang = locale;
    frame.querySelectorAll('[data-t]').forEach((element) => {
      const text = texts[element.getAttribute('data-t') ?? ''];
      if (text) element.textContent = text;
    });
  }

  try {
    const name = window.localStorage.getItem(config.brand.name);
    const logo = window.localStorage.getItem(config.brand.logo);
    const nameElement = frame.querySelector('.pp-login__name');
    const logoElement = frame.querySelector('img.pp-login__logo');
    if (name && nameElement) nameElement.textContent = name;
    if (logo && logoElement instanceof HTMLImageElement) {
      logoElement.src = logo;
      logoElement.hidden = false;
      // On a phone the logo stands alone for the brand, as the page draws it (LoginFrame).
      if (variant === 'mobile' && nameElement) {
        logoElement.alt = nameElement.textContent ?? '';
        nameElement.remove();
      }
    }
  } catch {
    // Storage blocked (a privacy mode): the frame keeps the product's name.
  }
}

module.exports = { startFirstFrame };
