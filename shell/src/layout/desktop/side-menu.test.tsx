import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { preloadSection } from '../../federation/preload-section';
import { SideMenu } from './side-menu';

// The preloading itself (runtime calls, errors ignored) is tested in preload-section.test.ts.
jest.mock('../../federation/preload-section', () => ({ preloadSection: jest.fn() }));
const preloadMock = jest.mocked(preloadSection);

/** Rendered, and settled: the menu registers its items in an update after mounting. */
async function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <SideMenu />
    </MemoryRouter>,
  );
  await act(() => Promise.resolve());
}

describe('side menu preloading (issue 13)', () => {
  it('preloads the section of the item the pointer rests on', async () => {
    await renderMenu();
    expect(preloadMock).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('menuitem', { name: /意见反馈/ }));
    expect(preloadMock).toHaveBeenCalledWith('/feedback');
    await userEvent.hover(screen.getByRole('menuitem', { name: /服务列表/ }));
    expect(preloadMock).toHaveBeenLastCalledWith('/serviceReport');
  });

  it('preloads the section of the item the keyboard focuses', async () => {
    await renderMenu();
    fireEvent.focus(screen.getByRole('menuitem', { name: /资质文件/ }));
    expect(preloadMock).toHaveBeenCalledWith('/qualificationFile');
  });
});
