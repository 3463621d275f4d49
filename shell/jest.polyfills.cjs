// jsdom lacks what react-router 7 reads at import time (TextEncoder) and what the
// federation loader uses (Response is not needed: the runtime is mocked in tests).
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
