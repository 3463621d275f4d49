// jsdom lacks what antd probes for (seen in a trial here, DEVELOPERS.md): matchMedia, and
// getComputedStyle with a pseudo-element argument.
require('@testing-library/jest-dom');

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
const original = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => original(element);

// antd in jsdom on a busy machine can take over a second between a click and the
// re-render it causes; the default one-second wait made suites flaky, not stricter.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
