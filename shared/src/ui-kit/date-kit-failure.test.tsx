import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { App } from '@pest-portal/shared/antd';
import dayjs from 'dayjs';
import { DayPicker } from './day-pickers';

// The date group's download fails (a phone that lost its network): a module of its own, so
// that the other tests' group arrives.
jest.mock('@pest-portal/shared/antd/date', () => {
  throw new Error('Loading chunk failed');
});

function StillLoading() {
  useQuery({ queryKey: ['forever'], queryFn: () => new Promise<never>(() => undefined) });
  return <DayPicker aria-label="开始日期" format="YYYY-MM-DD" value={dayjs('2026-11-01')} />;
}

it('a date field whose picker cannot be downloaded says so, and stays as it was', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <StillLoading />
      </App>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('textbox', { name: '开始日期' }));
  expect(await screen.findByText('网络错误，请检查网络连接')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '开始日期' })).toHaveValue('2026-11-01');
  expect(document.querySelector('.ant-picker')).toBeNull();
});
