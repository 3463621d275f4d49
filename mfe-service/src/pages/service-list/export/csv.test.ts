import { page, task } from '../../../test/fixtures';
import { collectPages } from './collect-pages';
import { buildCsv, csvCell, UTF8_BOM } from './csv';
import { serviceCsvColumns } from './service-csv';
import { translate } from '../../../i18n';

describe('CSV building', () => {
  it('starts with the UTF-8 BOM and writes CRLF lines', () => {
    const csv = buildCsv(
      [{ a: '虫害', b: 2 }],
      [
        { header: '名称', value: (r) => r.a },
        { header: '数量', value: (r) => r.b },
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe('\uFEFF名称,数量\r\n虫害,2\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('说 "好"')).toBe('"说 ""好"""');
    expect(csvCell('一\n二')).toBe('"一\n二"');
    expect(csvCell(null)).toBe('');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM')).toBe("'@SUM");
  });

  it('writes the service list in words', () => {
    const csv = buildCsv(
      [task({ score: 5, address: '静安区, 南京西路' })],
      serviceCsvColumns(translate),
    );
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      '工单编号,服务公司,服务类型,状态,计划日期,开始时间,完成时间,技术员,服务地址,评分',
    );
    expect(row).toBe(
      'FW202603010011,上海静安食品有限公司,常规虫害防治,待签字,2026-03-01,2026-03-01 09:00,2026-03-01 10:30,王师傅,"静安区, 南京西路",5',
    );
  });
});

describe('collecting every page of a filtered list', () => {
  it('fetches page after page until the total', async () => {
    const fetchPage = jest.fn(async (pageNum: number, pageSize: number) =>
      page(
        Array.from({ length: pageNum < 3 ? pageSize : 1 }, (_, i) =>
          task({ id: pageNum * 100 + i }),
        ),
        { total: 2 * pageSize + 1 },
      ),
    );
    const result = await collectPages(fetchPage, 100, 5000);
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(result.rows).toHaveLength(201);
    expect(result.truncated).toBe(false);
  });

  it('stops at the limit and says so', async () => {
    const fetchPage = jest.fn(async (_pageNum: number, pageSize: number) =>
      page(
        Array.from({ length: pageSize }, () => task()),
        { total: 1000 },
      ),
    );
    const result = await collectPages(fetchPage, 100, 250);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(result.rows).toHaveLength(250);
    expect(result).toEqual(expect.objectContaining({ total: 1000, truncated: true }));
  });
});
