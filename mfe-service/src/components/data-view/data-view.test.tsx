import { act, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { desktop, phone, renderSection } from '@pest-portal/shared/testing';
import { DataView } from './data-view';
import type { DataViewProps } from './types';

interface Row {
  id: number;
  name: string;
}

const rowsOf = (names: string[]) => names.map((name, id) => ({ id, name }));

const shownNames = () =>
  [...document.querySelectorAll('[data-name]')].map((n) => n.textContent ?? '');

/**
 * A list whose props a test changes, and the rows on the screen at each of its commits
 * (a layout effect runs in the commit, after its children's changes are in the page).
 */
function Harness({
  control,
  commits,
}: {
  control: { set?: Dispatch<SetStateAction<Partial<DataViewProps<Row>>>> };
  commits: string[][];
}) {
  const [extra, setExtra] = useState<Partial<DataViewProps<Row>>>({});
  control.set = setExtra;
  useLayoutEffect(() => {
    commits.push(shownNames());
  });
  return (
    <DataView<Row>
      label="名单"
      rows={rowsOf(['甲店'])}
      rowKey={(r) => r.id}
      cardTitle={(r) => r.name}
      columns={[{ key: 'name', title: '名称', render: (r) => <span data-name>{r.name}</span> }]}
      {...extra}
    />
  );
}

function renderHarness() {
  const control: { set?: Dispatch<SetStateAction<Partial<DataViewProps<Row>>>> } = {};
  const commits: string[][] = [];
  renderSection(<Harness control={control} commits={commits} />);
  return { control, commits };
}

describe.each([
  ['a phone', phone],
  ['a desktop', desktop],
])('DataView on %s', (_device, size) => {
  beforeEach(() => size());
  afterAll(() => desktop());

  it('draws new rows in a render after the one that received them, which a tap can interrupt', () => {
    const { control, commits } = renderHarness();
    expect(commits.at(-1)).toEqual(['甲店']);
    commits.length = 0;
    act(() => control.set?.({ rows: rowsOf(['乙店', '丙店']) }));
    // The commit of the update kept the list as it was (drawn at once, it would show the new
    // rows here); the deferred render, a commit of the list alone, drew them.
    expect(commits).toEqual([['甲店']]);
    expect(shownNames()).toEqual(['乙店', '丙店']);
  });

  // The veil is DataView's own, outside the deferred list (the plan detail's test, a tap on a
  // list just reloaded, covers that it lifts at once).
  it('veils the list while it loads, its rows still on the screen, and lifts the veil after', async () => {
    const { control } = renderHarness();
    const veiled = () => document.querySelector('.ant-spin[aria-busy="true"]') !== null;
    act(() => control.set?.({ loading: true }));
    await waitFor(() => expect(veiled()).toBe(true));
    expect(shownNames()).toEqual(['甲店']);
    act(() => control.set?.({ loading: false }));
    expect(veiled()).toBe(false);
  });
});

// The phone's cards say the total under them; the desktop's table says it in its pager,
// which antd leaves out while the table has no rows.
describe('DataView on a phone, before its rows', () => {
  beforeEach(() => phone());
  afterAll(() => desktop());

  it('claims no total on a phone while the first rows are still on their way', async () => {
    const { control } = renderHarness();
    const paging = { pageNum: 1, pageSize: 10, total: 0, onChange: () => undefined };
    act(() => control.set?.({ rows: [], loading: true, paging }));
    await waitFor(() => expect(shownNames()).toEqual([]));
    expect(screen.queryByText(/共\s*0\s*条/)).toBeNull();
    act(() => control.set?.({ rows: [], loading: false, paging }));
    await waitFor(() => expect(screen.queryAllByText(/共\s*0\s*条/).length).toBeGreaterThan(0));
  });
});
