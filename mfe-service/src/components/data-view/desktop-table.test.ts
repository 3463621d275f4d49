import { desktop, phone } from '@pest-portal/shared/testing';
import { warmDataTable } from './desktop-table';

describe('warmDataTable', () => {
  afterAll(() => desktop());

  it("asks for the table's code on a desktop", () => {
    desktop();
    const load = jest.fn(() => Promise.resolve());
    warmDataTable(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves it alone on a phone, whose lists are cards', () => {
    phone();
    const load = jest.fn(() => Promise.resolve());
    warmDataTable(load);
    expect(load).not.toHaveBeenCalled();
  });
});
