import type { ReportModel } from './report-model';
import { esc, safeSrc } from './html-escape';
import { REPORT_COLOURS } from './report-colours';
import { reportTables } from './report-tables';

/**
 * The report as one HTML document for a sandboxed iframe: inline CSS only, no script
 * (a CSP meta forbids any), every value escaped, images only from our own base path.
 */
export function reportHtml(model: ReportModel, basePath: string): string {
  const { detail, intro } = model;
  const img = (url: string | null, alt: string, cls: string) => {
    const src = safeSrc(url, basePath);
    return src
      ? `<img class="${cls}" src="${esc(src)}" alt="${esc(alt)}">`
      : '<span class="muted">未签字</span>';
  };
  // Each cell carries its column's name (data-label): on a narrow screen the CSS shows a
  // row as a card of "name: value" lines instead of a table squeezed past reading.
  const rows = (head: string[], cells: (string | number | null)[][]) =>
    cells.length
      ? cells
          .map(
            (r) =>
              `<tr>${r.map((c, i) => `<td data-label="${esc(head[i] ?? '')}">${esc(c)}</td>`).join('')}</tr>`,
          )
          .join('')
      : '<tr class="none"><td colspan="9" class="muted">无</td></tr>';
  const table = (head: string[], body: (string | number | null)[][]) =>
    `<table><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows(head, body)}</tbody></table>`;
  const section = (title: string, body: string) =>
    `<section><h2>${esc(title)}</h2>${body}</section>`;

  const info = table(
    ['工单编号', '服务公司', '服务类型', '计划日期', '服务时间', '技术员', '状态'],
    [
      [
        detail.orderNo,
        detail.memberName,
        detail.taskTypeName,
        detail.planDate,
        `${detail.startTime ?? ''} ~ ${detail.endTime ?? ''}`,
        detail.technicianName,
        detail.statusName,
      ],
    ],
  );
  const introBody = `<p><b>服务内容：</b>${esc(intro.serviceContent)}</p><p><b>现场发现：</b>${esc(intro.findings)}</p><p><b>建议：</b>${esc(intro.suggestion)}</p>`;
  const dataTables = reportTables(model)
    .map((t) => section(t.title, table(t.headers, t.rows)))
    .join('');
  const photos = model.images
    .map(
      (i) =>
        `<figure>${img(i.imageUrl, i.caption, 'photo')}<figcaption>${esc(i.caption)}</figcaption></figure>`,
    )
    .join('');
  const rating = model.comment
    ? `<p>评分：${esc('★'.repeat(model.comment.score))}（${esc(model.comment.score)}/5）</p><p>${esc(model.comment.content)}</p>`
    : '<p class="muted">暂未评价</p>';
  const signs = `<div class="signs"><div><p>技术员签字：${esc(model.employee.signerName)}</p>${img(model.employee.signUrl, '技术员签字', 'sign')}<p class="muted">${esc(model.employee.signTime)}</p></div>
    <div><p>客户签字：${esc(model.customer.signerName)}</p>${img(model.customer.signUrl, '客户签字', 'sign')}<p class="muted">${esc(model.customer.signTime)}</p></div></div>`;

  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' http: https: data:; style-src 'unsafe-inline'">
<title>${esc(`服务报告 ${detail.orderNo}`)}</title><style>${CSS}</style></head><body>
<h1>服务报告</h1><p class="muted">工单编号 ${esc(detail.orderNo)} · ${esc(detail.pcoName)}</p>
${section('基本信息', info)}${section('服务说明', introBody)}${dataTables}
${section('现场照片', `<div class="photos">${photos}</div>`)}
${section('客户评价', rating)}${section('签字确认', signs)}
</body></html>`;
}

const C = REPORT_COLOURS;

const CSS = `body{font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;margin:24px;color:${C.text};font-size:14px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:16px;border-left:4px solid ${C.accent};padding-left:8px;margin:20px 0 8px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid ${C.border};padding:4px 6px;text-align:left;vertical-align:top}
th{background:${C.headerBackground};white-space:nowrap}.muted{color:${C.muted}}.photos{display:flex;flex-wrap:wrap;gap:8px}figure{margin:0}
.photo{width:160px;height:120px;object-fit:cover}.sign{height:80px;max-width:100%}.signs{display:flex;flex-wrap:wrap;gap:24px 48px}
@media (max-width:600px){body{margin:12px}
table,tbody,tr,td{display:block;width:auto}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
tr{border:1px solid ${C.border};border-radius:6px;margin:0 0 8px;padding:4px 8px}tr.none{border:0;padding:0}
td{border:0;padding:3px 0;display:flex;gap:12px}td::before{content:attr(data-label);flex:0 0 5.5em;color:${C.muted}}
td[colspan]::before{content:none}.photo{width:calc(50vw - 24px);height:auto;aspect-ratio:4/3}}`;
