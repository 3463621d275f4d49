import { formatBytes, formatPercent, formatTime } from './format';

describe('formatting for people', () => {
  it('writes times as spec §9 does, from either form the API sends, and nothing for none', () => {
    expect(formatTime('2026-03-02 10:20:00')).toBe('2026-03-02 10:20');
    expect(formatTime('2026-03-02T10:20:59')).toBe('2026-03-02 10:20');
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
  });

  it('writes rates with one decimal and sizes in the unit that reads best', () => {
    expect(formatPercent(0.8333)).toBe('83.3%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
