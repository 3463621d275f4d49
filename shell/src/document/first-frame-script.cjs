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
  const frame = document.getElementById('pp-first-frame');
  const bar = document.getElementById('pp-first-frame-bar');
  if (!frame || !bar) return;
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const variant = config.variants[path];
  if (!variant) {
    frame.remove();
    bar.hidden = false;
    return;
  }
  frame.classList.add(`pp-login--${variant}`);

  const match = new RegExp(`(?:^|; )${config.localeCookie}=([^;]+)`).exec(document.cookie);
  const locale = match ? match[1] : undefined;
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
