// react-router 7 reads TextEncoder at import time; jest's jsdom environment lacks it.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;

// antd's TextArea counter and Tabs measure themselves; jsdom has no layout to observe.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd's form schedules its watchers with a MessageChannel macro task; jsdom has none.
// A timer is the same kind of task, and unlike node's channel it keeps no handle open.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = { onmessage: null };
      this.port2 = { postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
    }
  };
}

// jsdom's Performance has now() only; the shell marks when its first render is done.
if (typeof performance !== 'undefined' && typeof performance.mark !== 'function') {
  performance.mark = () => undefined;
}

// antd draws a thumbnail of a picked photo: jsdom has neither object URLs nor a 2D canvas.
if (typeof window !== 'undefined') {
  if (!window.URL.createObjectURL) window.URL.createObjectURL = () => 'blob:jsdom';
  if (!window.URL.revokeObjectURL) window.URL.revokeObjectURL = () => undefined;
  window.HTMLCanvasElement.prototype.getContext = () => null;
}
