import {
  CodecError,
  decryptJson,
  decryptText,
  deriveKeys,
  encryptJson,
  encryptText,
} from './codec';

const keys = deriveKeys('test-passphrase');

describe('crypto codec', () => {
  it('round-trips text, including Chinese and empty strings', () => {
    for (const s of [
      '',
      'a',
      '无有效客户',
      JSON.stringify({ a: [1, 2, 3], b: '二维码无效！' }),
      'x'.repeat(1000),
    ]) {
      expect(decryptText(encryptText(s, keys), keys)).toBe(s);
    }
  });

  it('round-trips JSON', () => {
    const value = { statusCode: 200, message: 'ok', data: { list: [{ id: 1 }] } };
    expect(decryptJson(encryptJson(value, keys), keys)).toEqual(value);
  });

  it('does not put the plaintext on the wire and uses a fresh IV each time', () => {
    const a = encryptText('password=secret', keys);
    const b = encryptText('password=secret', keys);
    expect(a).not.toContain('secret');
    expect(a).not.toBe(b);
  });

  it('reads a message on the wire as the codec has always written it', () => {
    // Made by the codec before its byte slicing changed (issue 13): the API and a page
    // still open from before must keep understanding each other.
    const wire =
      'kivD6X3a4fHXlFr9TaKmb45oqR+6+yyzDPuW5AqqdrS01FacZ6+2X2kvPfKivSt40oDWH0kMJVvLF2cD67r7GGmnloN6NCB/RDZlmNduUNZpeE+bT65lZcYYmhMG2CysIgwVJaRLiURJfjRga2ST3GRtra+6ID3Q/e8rqsxuBMA=';
    expect(decryptText(wire, keys)).toBe(
      '{"statusCode":200,"data":{"name":"华东餐饮上海有限公司","n":[1,2,3]}}',
    );
  });

  it('refuses a message whose MAC or IV was changed', () => {
    const bytes = Buffer.from(encryptText('hello world', keys), 'base64');
    for (const at of [0, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] ?? 0) ^ 1;
      expect(() => decryptText(changed.toString('base64'), keys)).toThrow(/integrity/);
    }
  });

  it('refuses a tampered message', () => {
    const wire = encryptText('hello world', keys);
    const bytes = Buffer.from(wire, 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(() => decryptText(bytes.toString('base64'), keys)).toThrow(CodecError);
    expect(() => decryptText(bytes.toString('base64'), keys)).toThrow(/integrity/);
  });

  it('refuses a truncated message', () => {
    const wire = encryptText('hello world', keys);
    const bytes = Buffer.from(wire, 'base64');
    expect(() => decryptText(bytes.subarray(0, bytes.length - 5).toString('base64'), keys)).toThrow(
      /truncated/,
    );
  });

  it('refuses a message made with another key', () => {
    const wire = encryptText('hello', deriveKeys('another'));
    expect(() => decryptText(wire, keys)).toThrow(/integrity/);
  });

  it('refuses an empty key', () => {
    expect(() => deriveKeys('')).toThrow(CodecError);
  });
});
