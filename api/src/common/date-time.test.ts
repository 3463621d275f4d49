import { formatDateTime } from './date-time';

it('formats in China time', () => {
  expect(formatDateTime(new Date('2026-01-31T16:30:05.123Z'))).toBe('2026-02-01 00:30:05');
});
