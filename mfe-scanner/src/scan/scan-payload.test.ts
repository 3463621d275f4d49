import { qrcodePayload } from '@pest-portal/shared/contract/scanner';
import { queryHref, readScan } from './scan-payload';

describe('the scanned-text rules', () => {
  it('turns a device label into the qrcodeQuery query', () => {
    const reading = readScan(qrcodePayload('D12-004'));
    expect(reading).toEqual({ kind: 'query', query: { qrcode: 'D12-004' } });
    if (reading.kind === 'query')
      expect(queryHref('/qrcodeQuery', reading.query)).toBe('/qrcodeQuery?qrcode=D12-004');
  });

  it('keeps every plain field, numbers and flags as text', () => {
    expect(readScan(' {"qrcode":"A 1","n":2,"ok":true} ')).toEqual({
      kind: 'query',
      query: { qrcode: 'A 1', n: '2', ok: 'true' },
    });
    expect(queryHref('/q', { qrcode: 'A 1&b' })).toBe('/q?qrcode=A+1%26b');
  });

  it.each([
    ['https://example.com/device/12', 'noBrace'],
    ['6901234567892', 'noBrace'],
    ['{qrcode: D12}', 'notJson'],
    ['{"qrcode":"D12"', 'notJson'],
    ['[{"qrcode":"D12"}]', 'notObject'],
    ['{}', 'notObject'],
    ['{"qrcode":{"id":1}}', 'notObject'],
    ['{"qrcode":null}', 'notObject'],
  ])('refuses %s (%s)', (text, reason) => {
    expect(readScan(text)).toEqual({ kind: 'invalid', reason });
  });
});
