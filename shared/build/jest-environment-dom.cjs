// jsdom with the Fetch API of Node (Request, Response, Headers, fetch) that react-router 7's
// data router builds on. AbortController/AbortSignal come from Node as well: a Node Request
// refuses a jsdom AbortSignal.
const JsdomEnvironment = require('jest-environment-jsdom').default;

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
  // MSW (the API double of page tests, shared/src/testing) builds on these.
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
];

class DomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = DomEnvironment;
