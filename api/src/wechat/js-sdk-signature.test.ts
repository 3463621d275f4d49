import { jsSdkSignature, newNonce, signPage } from './js-sdk-signature';

describe('JS-SDK signature', () => {
  it('matches the platform’s documented example', () => {
    // The example of the official JS-SDK documentation (appendix 1), its SHA-1 checked by
    // hand: printf 'jsapi_ticket=...&noncestr=...&timestamp=...&url=...' | sha1sum
    const ticket =
      'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
    expect(
      jsSdkSignature(
        ticket,
        'Wm3WZYTPz0wzccnW',
        1414587457,
        'http://mp.weixin.qq.com?params=value',
      ),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('matches a second vector computed with sha1sum', () => {
    const signature = jsSdkSignature(
      'double-jsapi-ticket-wx7a1c0demo0portal',
      'abc123',
      1700000000,
      'https://portal.example.com/home?a=1',
    );
    expect(signature).toBe('b82b46ee0942c75b35dafc9526724b97cfe2b97f');
  });

  it('signs a page with a fresh nonce and the time in seconds', () => {
    const signed = signPage(
      'wx-app',
      'ticket',
      'https://x.test/',
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(signed).toMatchObject({ appId: 'wx-app', timestamp: 1767225600 });
    expect(signed.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(signed.signature).toBe(
      jsSdkSignature('ticket', signed.nonceStr, 1767225600, 'https://x.test/'),
    );
    expect(newNonce()).not.toBe(newNonce());
  });
});
