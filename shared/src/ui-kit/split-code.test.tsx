import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { desktop, phone } from '@pest-portal/shared/testing';
import { desktopCode, splitCode } from './split-code';

const TABLE = { name: '桌面表格' };

describe('desktopCode', () => {
  afterAll(() => desktop());

  it('is asked for by warm on a desktop, once', () => {
    desktop();
    const importer = jest.fn(() => Promise.resolve(TABLE));
    const code = desktopCode(importer);
    code.warm();
    code.warm();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('is left alone by warm on a phone, whose lists are cards', () => {
    phone();
    const importer = jest.fn(() => Promise.resolve(TABLE));
    desktopCode(importer).warm();
    expect(importer).not.toHaveBeenCalled();
  });
});

describe('splitCode', () => {
  it('suspends a component until the code is in, and asks again after a failed load', async () => {
    let arrive: (module: typeof TABLE) => void = () => undefined;
    const importer = jest
      .fn<Promise<typeof TABLE>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    const code = splitCode(importer);
    await expect(code.load()).rejects.toThrow('offline');
    function Table() {
      return <p>{code.useCode().name}</p>;
    }
    // React 19 flushes a suspended render only in an awaited act.
    await act(async () => {
      render(
        <Suspense fallback={<p>加载中</p>}>
          <Table />
        </Suspense>,
      );
    });
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(async () => arrive(TABLE));
    expect(screen.getByText('桌面表格')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('draws at once, without suspending, once the code is in', async () => {
    const code = splitCode(() => Promise.resolve(TABLE));
    await code.load();
    function Table() {
      return <p>{code.useCode().name}</p>;
    }
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Table />
      </Suspense>,
    );
    expect(screen.getByText('桌面表格')).toBeInTheDocument();
  });
});
