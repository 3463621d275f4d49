import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SystemFile, SystemFilesPage } from '@pest-portal/shared/contract/qualification';
import { QUALIFICATION_ENDPOINTS as Q } from '@pest-portal/shared/contract/qualification';
import { answer, apiDouble, textOf } from '@pest-portal/shared/testing';
import { renderSection } from '@pest-portal/shared/testing';
import { loadFileTable } from './desktop-file-table';
import { QualificationFilePage } from './qualification-file-page';

// The page's real calls through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();

const file = (over: Partial<SystemFile>): SystemFile => ({
  id: 1,
  kind: 'pesticideRegistration',
  name: '农药登记证 0.005%溴敌隆毒饵',
  fileName: '农药登记证 0.005%溴敌隆毒饵.pdf',
  contentType: 'application/pdf',
  size: 1000,
  docNo: 'WP20120045',
  issuer: '农业农村部农药检定所',
  validFrom: '2021-10-09',
  validTo: '2026-11-08',
  validity: 'expired',
  daysLeft: -15,
  hasPreview: true,
  ...over,
});

const page: SystemFilesPage = {
  list: [
    file({
      id: 1,
      kind: 'businessLicence',
      name: '营业执照',
      validTo: null,
      validity: 'valid',
      daysLeft: null,
      fileName: '营业执照.svg',
      contentType: 'image/svg+xml',
    }),
    file({
      id: 2,
      name: '有害生物防制服务资质证书（A级）',
      kind: 'serviceLicence',
      validity: 'expiring',
      daysLeft: 20,
    }),
    file({ id: 3 }),
  ],
  total: 17,
  pageNum: 1,
  pageSize: 10,
  summary: { total: 17, expired: 2, expiring: 2 },
  kinds: [
    { kind: 'businessLicence', count: 1 },
    { kind: 'serviceLicence', count: 1 },
    { kind: 'pesticideRegistration', count: 4 },
  ],
};

const pdf = '%PDF-';

// antd's first render in jsdom is slow on a busy machine.
jest.setTimeout(120_000);

let files: ReturnType<typeof answer<typeof Q.systemFilesPage>>;
let downloads: ReturnType<typeof answer<typeof Q.systemFileDownload>>;
// The desktop's table code in before a test draws it, as the route loader has it asked for.
beforeAll(() => loadFileTable());

beforeEach(() => {
  files = answer(Q.systemFilesPage, () => page);
  downloads = answer(Q.systemFileDownload, () => new Blob([pdf], { type: 'application/pdf' }));
  api.use(files, downloads);
});

describe('the qualification files page', () => {
  it('counts expired and expiring files at the top and marks each file', async () => {
    renderSection(<QualificationFilePage />, { url: '/qualificationFile' });
    expect(await screen.findByText('已过期 2 份', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('30天内到期 2 份')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '农药登记证（4）' })).toBeInTheDocument();
    const group = screen.getByRole('region', { name: '农药登记证' });
    expect(within(group).getByText('已过期')).toBeInTheDocument();
    expect(screen.getByText('20天后到期')).toBeInTheDocument();
    expect(screen.getByText('2021-10-09 至 长期', { exact: false })).toBeDefined();
    expect(screen.getByText('共 17 份')).toBeInTheDocument();
  });

  it('searches on the server from the first page', async () => {
    renderSection(<QualificationFilePage />, { url: '/qualificationFile?page=2' });
    await screen.findByText('已过期 2 份', {}, { timeout: 20_000 });
    expect(files.inputs.at(-1)).toEqual({ pageNum: 2, pageSize: 10 });
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索资质文件' }), {
      target: { value: ' 溴敌隆 ' },
    });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: '搜索资质文件' }), { key: 'Enter' });
    await waitFor(() =>
      expect(files.inputs.at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        keyword: '溴敌隆',
      }),
    );
  });

  it('downloads a file under its real name', async () => {
    const created = jest.fn((_blob: Blob) => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('农药登记证 0.005%溴敌隆毒饵.pdf');
    });
    renderSection(<QualificationFilePage />, { url: '/qualificationFile' });
    // By text within the row: role queries over a whole antd table are slow in jsdom.
    const row = (
      await screen.findByText('农药登记证 0.005%溴敌隆毒饵', {}, { timeout: 20_000 })
    ).closest('tr')!;
    fireEvent.click(within(row as HTMLElement).getByText('下载'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    expect(downloads.inputs[0]).toEqual({ fileId: 3 });
    // The file the browser saves is the bytes the API sent.
    expect(await textOf(created.mock.calls[0]?.[0] as Blob)).toBe(pdf);
    click.mockRestore();
  });
});
