import { readNowResponse } from './read-now-response';

describe('a Response over a body already read', () => {
  it('is a Response, with its status and headers', () => {
    const response = readNowResponse('{}', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  // That it answers without a task of its own is not told apart here: Node's Response
  // does too. The browser's difference is in the trace (read-now-response.ts).
  it('gives its body, parsed or as text', async () => {
    await expect(readNowResponse('{"id":"dashboard","exposes":[]}').json()).resolves.toEqual({
      id: 'dashboard',
      exposes: [],
    });
    await expect(readNowResponse('plain').text()).resolves.toBe('plain');
  });

  it('refuses a body that is not JSON, as json() does', async () => {
    await expect(readNowResponse('<html>').json()).rejects.toThrow(SyntaxError);
  });
});
