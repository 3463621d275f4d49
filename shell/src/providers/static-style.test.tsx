import { render } from '@testing-library/react';
import { Button } from '@pest-portal/shared/antd';
import { AntProviders, StaticStyleAntProviders } from './ant-providers';
import { loadStaticStyle, withStaticStyle } from './static-style';

/** The stylesheet link the loader appended, made to load or fail as a browser would. */
function lastLink(): HTMLLinkElement {
  const links = document.head.querySelectorAll('link[rel="stylesheet"]');
  return links[links.length - 1] as HTMLLinkElement;
}

function cssInJsText(): string {
  return [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
}

describe("antd's build-time stylesheet", () => {
  it('is loaded from the build and reported once it has loaded', async () => {
    const loaded = loadStaticStyle('antd.0123abcd.css');
    const link = lastLink();
    expect(link.href).toBe('http://localhost/antd.0123abcd.css');
    link.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe(true);
  });

  it("is asked for where the build is served (webpack's public path), not below the page's path", async () => {
    // A page below a section's root: resolved against it, the file was a 404 there. webpack
    // sets the public path in a build; jest has none, so the test sets it as webpack would.
    const global = globalThis as { __webpack_public_path__?: string };
    window.history.pushState(null, '', '/serviceReport/serviceDetail?id=1');
    global.__webpack_public_path__ = 'http://localhost/';
    try {
      const loaded = loadStaticStyle('antd.0123abcd.css');
      const link = lastLink();
      expect(link.href).toBe('http://localhost/antd.0123abcd.css');
      link.dispatchEvent(new Event('load'));
      await expect(loaded).resolves.toBe(true);
    } finally {
      delete global.__webpack_public_path__;
      window.history.pushState(null, '', '/');
    }
  });

  it('that failed to load is taken away and reported, so antd makes its styles as before', async () => {
    const loaded = loadStaticStyle('antd.fedc3210.css');
    const link = lastLink();
    link.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBe(false);
    expect(link.isConnected).toBe(false);
  });

  it("that failed takes index.html's preload of it away too, which would hold the page's load event", async () => {
    const preloadOf = (href: string) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'style');
      link.href = href;
      document.head.append(link);
      return link;
    };
    const same = preloadOf('http://localhost/antd.0ddba11.css');
    const other = preloadOf('http://localhost/other.css');
    const loaded = loadStaticStyle('antd.0ddba11.css');
    lastLink().dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBe(false);
    expect(same.isConnected).toBe(false);
    expect(other.isConnected).toBe(true);
    other.remove();
  });

  it('that does not come in time is given up: taken away, antd makes its styles', async () => {
    jest.useFakeTimers();
    try {
      let codeArrives: (code: string) => void = () => undefined;
      const code = new Promise<string>((resolve) => (codeArrives = resolve));
      const loaded = withStaticStyle(code, 5000, 'antd.0badc0de.css', 'http://localhost/');
      const link = lastLink();
      expect(link.href).toBe('http://localhost/antd.0badc0de.css');
      // The wait starts once antd's code is there, not with the request.
      await jest.advanceTimersByTimeAsync(60_000);
      expect(link.isConnected).toBe(true);
      codeArrives('antd');
      await jest.advanceTimersByTimeAsync(4999);
      expect(link.isConnected).toBe(true);
      await jest.advanceTimersByTimeAsync(1);
      await expect(loaded).resolves.toEqual(['antd', false]);
      expect(link.isConnected).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('that comes within the wait is used', async () => {
    const loaded = withStaticStyle(Promise.resolve('antd'), 5000, 'antd.0123abcd.css');
    const link = lastLink();
    link.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toEqual(['antd', true]);
    expect(link.isConnected).toBe(true);
  });

  it('without a build (development, tests) there is none to load', async () => {
    await expect(loadStaticStyle(null)).resolves.toBe(false);
    await expect(loadStaticStyle()).resolves.toBe(false);
  });

  it("with it, antd draws a button without making the button's styles; without it, as before", () => {
    const before = cssInJsText();
    const styled = render(
      <StaticStyleAntProviders>
        <Button>提交</Button>
      </StaticStyleAntProviders>,
    );
    // Its CSS variables are still declared (`.css-var-….ant-btn{--ant-button-…}`); its rules, `:where(.css-…).ant-btn{…}`, are not.
    expect(cssInJsText().slice(before.length)).not.toContain(').ant-btn{');
    styled.unmount();

    render(
      <AntProviders>
        <Button>提交</Button>
      </AntProviders>,
    );
    expect(cssInJsText()).toContain(').ant-btn{');
  });
});
