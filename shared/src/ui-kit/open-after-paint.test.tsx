import { act, renderHook, waitFor } from '@testing-library/react';
import { useOpenAfterPaint } from './open-after-paint';

describe('useOpenAfterPaint', () => {
  it('opens after the next paint, not inside the call that asked', async () => {
    const { result } = renderHook(() => useOpenAfterPaint());
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(false);
    await waitFor(() => expect(result.current[0]).toBe(true));
  });

  it('closes at once, and a close asked for while an opening waits cancels that opening', async () => {
    const { result } = renderHook(() => useOpenAfterPaint());
    act(() => result.current[1](true));
    await waitFor(() => expect(result.current[0]).toBe(true));
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);

    act(() => result.current[1](true));
    act(() => result.current[1](false));
    // Longer than the paint wait's own limit (100 ms): the cancelled opening never lands.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(result.current[0]).toBe(false);
  });

  it('opens at once when a key asked, so the next key acts on the open list', () => {
    const { result } = renderHook(() => useOpenAfterPaint());
    const field = document.createElement('input');
    document.body.append(field);
    field.addEventListener('keydown', () => result.current[1](true));
    act(() => {
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    });
    expect(result.current[0]).toBe(true);
    field.remove();
  });
});
