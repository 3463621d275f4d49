import { screen } from '@testing-library/react';
import { renderSection } from '@pest-portal/shared/testing';
import { ReportPreviewPage } from './report-preview-page';
import { getReportHtml } from '../../api/get-report-html';
import { getReportUrl } from '../../api/get-report-url';

jest.mock('../../api/get-report-html', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-report-html')),
);
jest.mock('../../api/get-report-url', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-report-url')),
);
jest.mock('@pest-portal/shared', () => ({
  ...jest.requireActual('@pest-portal/shared'),
}));

const html = '<!doctype html><html><body><h1>服务报告</h1></body></html>';

beforeEach(() => {
  jest.mocked(getReportHtml).mockResolvedValue({ taskId: 11, orderNo: 'FW202603010011', html });
  jest.mocked(getReportUrl).mockResolvedValue({
    url: '/report/file?ticket=t',
    fileName: 'r.pdf',
    expiresAt: '2099-01-01 00:00:00',
  });
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
    expect(getReportHtml).toHaveBeenCalledWith({ taskId: 11 }, expect.anything());
  });

  it('asks for nothing without a valid id', () => {
    renderSection(<ReportPreviewPage name="reportPreview" />, {
      url: '/serviceReport/reportPreview?id=abc',
    });
    expect(screen.getByText('缺少有效的编号，请从列表重新进入')).toBeInTheDocument();
    expect(getReportHtml).not.toHaveBeenCalled();
  });
});
