// jsdom lacks what antd probes for (seen in a trial here, DEVELOPERS.md): matchMedia, and
// getComputedStyle with a pseudo-element argument.
require('@testing-library/jest-dom');

// A test file of Node code (`@jest-environment node`: a server script's) has no DOM to prepare.
if (typeof window === 'undefined') return;

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

// jsdom matches every CSS rule in the document against an element each time it computes
// that element's style, and testing-library computes the style of each element it looks at
// and of its ancestors (is it hidden? may it be clicked?). antd's CSS-in-JS puts thousands
// of rules in the document: a form filled with user-event spent four fifths of its time
// in selector matching. jsdom has no layout, so only the properties that hide an element or
// let pointer events through mean anything to a test: every injected sheet keeps only
// those declarations (in their order, so the cascade is unchanged) and drops the rest.
const MEANINGFUL = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

/** Drop what a test cannot observe from a sheet or grouping rule, last rule first. */
function prune(group) {
  for (let i = group.cssRules.length - 1; i >= 0; i -= 1) {
    const rule = group.cssRules[i];
    if (rule.style) {
      for (const name of Array.from(rule.style)) {
        if (!MEANINGFUL.has(name)) rule.style.removeProperty(name);
      }
      if (rule.style.length === 0) group.deleteRule(i);
    } else if (rule.cssRules && rule.media) {
      prune(rule);
      if (rule.cssRules.length === 0) group.deleteRule(i);
    } else {
      // @keyframes, @font-face and the like: nothing a test reads.
      group.deleteRule(i);
    }
  }
}

function pruneStyle(node) {
  if (node instanceof window.HTMLStyleElement && node.sheet) prune(node.sheet);
}

new window.MutationObserver((records) => {
  for (const record of records) {
    pruneStyle(record.target);
    if (record.target.parentNode) pruneStyle(record.target.parentNode);
    for (const node of record.addedNodes) pruneStyle(node);
  }
}).observe(document, { childList: true, subtree: true, characterData: true });
