// What jsdom lacks and antd measures with: ResizeObserver (a no-op is enough in tests).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// rc-component/form schedules with MessageChannel; a timer-based twin keeps fake timers in control.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class {
    constructor() {
      const port1 = { onmessage: null, close() {} };
      this.port1 = port1;
      this.port2 = { postMessage: (data) => setTimeout(() => port1.onmessage && port1.onmessage({ data }), 0), close() {} };
    }
  };
}
