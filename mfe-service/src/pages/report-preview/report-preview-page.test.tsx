import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_ENDPOINTS as S } from '@pest-portal/shared/contract/service';
import { answer, apiDouble, renderSection } from '@pest-portal/shared/testing';
import { ReportPreviewPage } from './report-preview-page';

// The page's real calls through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();

const html = '<!doctype html><html><body><h1>服务报告</h1></body></html>';
const link = (expiresAt: string, ticket: string) => ({
  url: `/report/file?ticket=${ticket}`,
  fileName: 'r.pdf',
  expiresAt,
});

let report: ReturnType<typeof answer<typeof S.taskReportHtml>>;
let links: ReturnType<typeof answer<typeof S.taskReportUrl>>;
beforeEach(() => {
  report = answer(S.taskReportHtml, () => ({ taskId: 11, orderNo: 'FW202603010011', html }));
  links = answer(S.taskReportUrl, () => link('2099-01-01 00:00:00', 't'));
  api.use(report, links);
});

describe('the report preview', () => {
  it('shows the report HTML in a sandboxed frame, scripts not allowed (same origin only, to measure its height)', async () => {
    renderSection(<ReportPreviewPage name="reportPreview" />, {
      url: '/serviceReport/reportPreview?id=11',
    });
    const frame = await screen.findByTitle('服务报告 FW202603010011');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame.getAttribute('sandbox')).not.toMatch(
      /allow-scripts|allow-top|allow-forms|allow-popups/,
    );
    expect(frame).toHaveAttribute('srcdoc', html);
    expect(report.inputs).toEqual([{ taskId: 11 }]);
  });

  it('opens the PDF by its signed link, and renews a link that has expired', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    let calls = 0;
    api.use(
      answer(S.taskReportUrl, () =>
        ++calls === 1 ? link('2000-01-01 00:00:00', 'old') : link('2099-01-01 00:00:00', 'new'),
      ),
    );
    renderSection(<ReportPreviewPage name="downloadPdf" />, { url: '/downloadPdf?id=11' });
    const button = await screen.findByRole('link', { name: /在新窗口打开PDF/ });
    expect(button).toHaveAttribute('href', '/report/file?ticket=old');
    await user.click(button);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/report/file?ticket=new', '_blank', 'noopener'),
    );
    expect(screen.getByRole('link', { name: /在新窗口打开PDF/ })).toHaveAttribute(
      'href',
      '/report/file?ticket=new',
    );
    open.mockRestore();
  });

  it('asks for nothing without a valid id', () => {
    renderSection(<ReportPreviewPage name="reportPreview" />, {
      url: '/serviceReport/reportPreview?id=abc',
    });
    expect(screen.getByText('缺少有效的编号，请从列表重新进入')).toBeInTheDocument();
    expect(report.inputs).toEqual([]);
    expect(links.inputs).toEqual([]);
  });
});
