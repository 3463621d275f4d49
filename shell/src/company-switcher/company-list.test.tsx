import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCompanyStore } from '@pest-portal/shared';
import { company } from '../test-utils/render';
import { CompanyList } from './company-list';
import { reloadPage, selectCompany } from './select-company';

const group = company(1, '华东餐饮集团', [company(2, '上海门店'), company(3, '杭州门店')]);
const other = company(4, '华南餐饮集团', [company(5, '广州门店')]);
const single = company(6, '独立门店');

beforeEach(() => {
  localStorage.clear();
  useCompanyStore.getState().setCompanies('华东餐饮集团', [group, other, single]);
  jest.spyOn(reloadPage, 'run').mockImplementation(() => undefined);
});

describe('company switcher', () => {
  it('expands one company at a time', async () => {
    render(<CompanyList onSelect={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: '展开华东餐饮集团的下属公司' }));
    expect(screen.getByRole('list', { name: '华东餐饮集团的下属公司' })).toContainElement(
      screen.getByRole('button', { name: '上海门店' }),
    );
    await userEvent.click(screen.getByRole('button', { name: '展开华南餐饮集团的下属公司' }));
    expect(screen.getByRole('button', { name: '广州门店' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上海门店' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '收起华南餐饮集团的下属公司' }));
    expect(screen.queryByRole('button', { name: '广州门店' })).not.toBeInTheDocument();
  });

  it('a group company stores its member list as the current company list, then reloads (spec §4)', async () => {
    render(<CompanyList onSelect={selectCompany} />);
    await userEvent.click(screen.getByRole('button', { name: '华南餐饮集团' }));
    expect(localStorage.getItem('companyName')).toBe('华南餐饮集团');
    expect(localStorage.getItem('mid')).toBe('4');
    expect(localStorage.getItem('isHq')).toBe('true');
    expect(JSON.parse(localStorage.getItem('currentCompanyList') ?? '[]')).toEqual(
      other.memberInfoList,
    );
    // The reload waits for the tap's paint (select-company.ts).
    expect(reloadPage.run).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage.run).toHaveBeenCalledTimes(1));
  });

  it('a single company stores itself', async () => {
    render(<CompanyList onSelect={selectCompany} />);
    await userEvent.click(screen.getByRole('button', { name: '展开华东餐饮集团的下属公司' }));
    await userEvent.click(screen.getByRole('button', { name: '杭州门店' }));
    expect(localStorage.getItem('companyName')).toBe('杭州门店');
    expect(localStorage.getItem('isHq')).toBe('false');
    expect(JSON.parse(localStorage.getItem('currentCompanyList') ?? '[]')).toEqual([
      company(3, '杭州门店'),
    ]);
  });
});
