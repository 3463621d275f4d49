import { screen } from '@testing-library/react';
import { renderSection } from '@pest-portal/shared/testing';
import { newPackId } from './pack-id';
import { PackProgress } from './pack-progress';

describe('the audit pack’s progress', () => {
  it('says how many of the entries are packed, with a bar to match', () => {
    renderSection(<PackProgress status={{ state: 'running', packed: 3, total: 12 }} />, {
      url: '/qualificationFile',
    });
    expect(screen.getByText('正在打包并下载：已打包 3 / 12 个文件')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('names each download afresh, in the form the API accepts', () => {
    const [a, b] = [newPackId(), newPackId()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});
