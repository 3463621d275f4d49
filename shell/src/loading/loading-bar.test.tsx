import { act, render, screen } from '@testing-library/react';
import { useLoadingStore } from '@pest-portal/shared';
import { LoadingBar } from './loading-bar';

describe('loading indicator (spec §8)', () => {
  it('shows while requests are in flight and clears when all finish', () => {
    render(<LoadingBar />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      useLoadingStore.getState().begin();
      useLoadingStore.getState().begin();
    });
    expect(screen.getByRole('progressbar', { name: '加载中...' })).toBeInTheDocument();
    act(() => useLoadingStore.getState().end());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => useLoadingStore.getState().end());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
