import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { DayPicker, DayRangePicker } from './day-pickers';

/** A page whose data never arrives: the date group is then asked for only by a visitor. */
function StillLoading({ children }: { children: ReactNode }) {
  useQuery({ queryKey: ['forever'], queryFn: () => new Promise<never>(() => undefined) });
  return children;
}

function renderOnPage(ui: ReactNode) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <StillLoading>{ui}</StillLoading>
    </QueryClientProvider>,
  );
}

const calendar = () => document.querySelector('.ant-picker-dropdown');

// One file of its own: the date group, once arrived, stays for the module's life
// (date-kit.test.tsx covers its arrival after the page's data).
describe('a day picker drawn before the date group has arrived', () => {
  it('stands in with its value, label and placeholder; a range with both ends', async () => {
    renderOnPage(
      <>
        <DayPicker aria-label="开始日期" format="YYYY-MM-DD" value={dayjs('2026-11-01')} />
        <DayRangePicker
          id={{ start: 'from', end: 'to' }}
          format="YYYY-MM-DD"
          placeholder={['开始日期', '结束日期']}
          value={[dayjs('2026-10-01'), null]}
        />
      </>,
    );
    // Longer than the idle wait's fallback: with a query still on its way, nothing is asked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(screen.getByRole('textbox', { name: '开始日期' })).toHaveValue('2026-11-01');
    expect(document.getElementById('from')).toHaveValue('2026-10-01');
    expect(screen.getByText('结束日期')).toBeInTheDocument();
    expect(document.querySelector('.ant-picker')).toBeNull();
  });

  it('reached for, becomes the picker, focused and open, and picks a day', async () => {
    const picked: string[] = [];
    renderOnPage(
      <DayPicker
        aria-label="结束日期"
        format="YYYY-MM-DD"
        value={dayjs('2026-11-20')}
        onChange={(day) => picked.push(day ? day.format('YYYY-MM-DD') : '')}
      />,
    );
    await userEvent.click(screen.getByRole('textbox', { name: '结束日期' }));
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
    const field = screen.getByRole('textbox', { name: '结束日期' });
    expect(field).toHaveFocus();
    await waitFor(() => expect(calendar()).not.toBeNull());
    await userEvent.click(screen.getByTitle('2026-11-18'));
    expect(picked).toEqual(['2026-11-18']);
  });
});
