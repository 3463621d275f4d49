import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadRemoteModule } from '../../federation/remote-loader';
import { ScanButton } from './scan-button';

jest.mock('../../federation/remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const loadMock = jest.mocked(loadRemoteModule);

function FakeDialog({ open }: { open: boolean }) {
  return open ? <div role="dialog" aria-label="scan" /> : null;
}

describe('the phone header’s scan button', () => {
  it('lets the tap paint before it starts loading the scanner (INP), then opens the dialog', async () => {
    loadMock.mockResolvedValue({ default: FakeDialog });
    render(<ScanButton />);
    fireEvent.click(screen.getByRole('button', { name: '扫一扫' }));
    // Still inside the tap: nothing loads and nothing re-renders yet.
    expect(loadMock).not.toHaveBeenCalled();
    await waitFor(() => expect(loadMock).toHaveBeenCalledWith('scanner', './ScanDialog'));
    expect(await screen.findByRole('dialog', { name: 'scan' })).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(1);
  });
});
