import { columnWidth } from './column-width';

describe('columnWidth', () => {
  it('gives a header room to stay on one line (14 px a character, 48 px of padding and icon)', () => {
    // 风险等级 broke as 风险等/级 in a column narrower than its header.
    expect(columnWidth('风险等级', 60)).toBe(4 * 14 + 48);
  });

  it('keeps a wider width asked for', () => {
    expect(columnWidth('公司', 160)).toBe(160);
  });

  it('never goes below 80 px, whatever the header', () => {
    expect(columnWidth('ID')).toBe(80);
  });
});
