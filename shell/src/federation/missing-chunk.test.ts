import { isMissingChunk } from './missing-chunk';

function chunkLoadError(): Error {
  // As webpack's JSONP chunk loading makes it.
  const error = new Error(
    'Loading chunk 412 failed.\n(error: http://localhost:8084/412.0a1b2c3d.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

describe('isMissingChunk', () => {
  it('knows webpack’s ChunkLoadError, also as the cause of a wrapping error', () => {
    expect(isMissingChunk(chunkLoadError())).toBe(true);
    expect(isMissingChunk(new Error('Remote failed', { cause: chunkLoadError() }))).toBe(true);
  });

  it('does not take other failures for a missing chunk', () => {
    expect(isMissingChunk(new TypeError('x is not a function'))).toBe(false);
    expect(isMissingChunk(new Error('Remote failed', { cause: 'offline' }))).toBe(false);
    expect(isMissingChunk('Loading chunk 1 failed')).toBe(false);
  });
});
