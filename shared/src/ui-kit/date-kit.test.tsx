import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Profiler, useState } from 'react';
import { DayPicker } from './day-pickers';

/** A page with one query, answered when the test says. */
function Page({ answered }: { answered: Promise<string> }) {
  const data = useQuery({ queryKey: ['page'], queryFn: () => answered });
  return (
    <>
      <p>{data.data ?? '…'}</p>
      <DayPicker aria-label="开始日期" format="YYYY-MM-DD" value={dayjs('2026-11-01')} />
    </>
  );
}

function Harness({ answered }: { answered: Promise<string> }) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <Page answered={answered} />
    </QueryClientProvider>
  );
}

describe('the date group', () => {
  it('is asked for once the page has its data and the browser is idle, not before', async () => {
    let answer: (text: string) => void = () => undefined;
    const answered = new Promise<string>((resolve) => (answer = resolve));
    render(<Harness answered={answered} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(document.querySelector('.ant-picker')).toBeNull();

    act(() => answer('数据'));
    await screen.findByText('数据');
    // The picker takes the stand-in's place without taking the focus.
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
    expect(screen.getByRole('textbox', { name: '开始日期' })).toHaveValue('2026-11-01');
    expect(screen.getByRole('textbox', { name: '开始日期' })).not.toHaveFocus();
  });

  it("once there, the page's later fetches no longer draw the date field again", async () => {
    const client = new QueryClient();
    let answers = 0;
    let renders = 0;
    function Figures() {
      const data = useQuery({
        queryKey: ['figures'],
        // Answered a moment later, as a server does: the fetch is seen under way.
        queryFn: () => new Promise<string>((r) => setTimeout(() => r(`第${++answers}次`), 50)),
      });
      return <p>{data.data ?? '…'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Figures />
        <Profiler id="picker" onRender={() => (renders += 1)}>
          <DayPicker aria-label="结束日期" format="YYYY-MM-DD" value={dayjs('2026-11-30')} />
        </Profiler>
      </QueryClientProvider>,
    );
    await screen.findByText('第1次');
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
    const drawn = renders;
    // A refetch, as a filter change makes: the fetching count goes 0 -> 1 -> 0.
    await act(() => client.invalidateQueries({ queryKey: ['figures'] }));
    await screen.findByText('第2次');
    expect(renders).toBe(drawn);
  });
});
