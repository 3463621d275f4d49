import { fireEvent, render, screen, within } from '@testing-library/react';
import { ItemList, ItemRow } from './item-list';

interface Visit {
  id: number;
  day: string;
}

const visits = (n: number): Visit[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  }));

const row = (visit: Visit) => (
  <ItemRow title={visit.day} description={`#${visit.id}`} action={<a href="#x">详情</a>} />
);

describe('ItemList', () => {
  it('lists each item as a list item under the list’s name, with its title, detail and link', () => {
    render(<ItemList label="检查记录" items={visits(3)} itemKey={(v) => v.id} renderItem={row} />);
    const items = within(screen.getByRole('list', { name: '检查记录' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '2026-11-01#1详情',
      '2026-11-02#2详情',
      '2026-11-03#3详情',
    ]);
  });

  it('says it is empty once loaded, and not while it loads', () => {
    const { rerender } = render(
      <ItemList
        loading
        empty="暂无记录"
        items={[]}
        itemKey={(v: Visit) => v.id}
        renderItem={row}
      />,
    );
    expect(screen.queryByText('暂无记录')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <ItemList empty="暂无记录" items={[]} itemKey={(v: Visit) => v.id} renderItem={row} />,
    );
    expect(screen.getByText('暂无记录')).toBeTruthy();
  });

  it('draws page controls only past one page, and a page chosen is asked for', () => {
    const onChange = jest.fn();
    const page = { current: 1, pageSize: 10, total: 10, onChange };
    const { container, rerender } = render(
      <ItemList items={visits(10)} itemKey={(v) => v.id} renderItem={row} page={page} />,
    );
    expect(container.querySelector('.ant-pagination')).toBeNull();
    rerender(
      <ItemList
        items={visits(10)}
        itemKey={(v) => v.id}
        renderItem={row}
        page={{ ...page, total: 25 }}
      />,
    );
    fireEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 10);
  });
});
