import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
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
});
