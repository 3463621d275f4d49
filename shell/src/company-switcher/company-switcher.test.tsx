import { fireEvent, render, screen } from '@testing-library/react';
import { useCompanyStore } from '@pest-portal/shared';
import { company } from '../test-utils/render';
import { CompanySwitcher } from './company-switcher';

beforeEach(() => {
  localStorage.clear();
  useCompanyStore
    .getState()
    .setCompanies('华东餐饮集团', [company(1, '华东餐饮集团', [company(2, '上海门店')])]);
});

describe('the header’s company switcher', () => {
  it('opens its list after the tap has painted (INP), and closes it again', async () => {
    render(<CompanySwitcher />);
    const button = screen.getByRole('button', { name: '切换公司' });
    fireEvent.click(button);
    // Still inside the tap: the popover's render waits for the next paint.
    expect(screen.queryByRole('list', { name: '切换公司', hidden: true })).not.toBeInTheDocument();
    // (In the DOM, not yet visible: jsdom runs no motion.)
    const list = await screen.findByRole('list', { name: '切换公司', hidden: true });
    expect(list).toHaveTextContent('华东餐饮集团');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
