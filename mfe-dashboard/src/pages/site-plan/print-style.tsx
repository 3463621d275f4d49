/**
 * What a printout of the site plan holds: the heading, the plan with its markers, the
 * legend and the device table, nothing of the portal around it (header, side menu,
 * breadcrumb, footer, drawer) nor the page's own controls (data-print="hide"). Rendered
 * with the page, so it applies only while the page is open.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  .pp-header, .ant-layout-sider, .ant-layout-footer, .ant-breadcrumb, .ant-drawer,
  [data-print="hide"] { display: none !important; }
  .ant-layout, .ant-layout-content, #main-content, #main-content > div { padding: 0 !important; margin: 0 !important; background: #fff !important; min-height: 0 !important; }
  .pp-site-plan .ant-card { border: none !important; box-shadow: none !important; }
  .pp-site-plan-figure { break-inside: avoid; }
  .pp-site-plan table { break-inside: auto; }
  .pp-site-plan tr { break-inside: avoid; }
  /* The device table's screen widths (fixed layout, 840 px and more, scrolling in its box)
     would run past an A4 page: on paper it fits the page, every cell's whole text shown. */
  .pp-site-plan .ant-table-content { overflow: visible !important; }
  .pp-site-plan .ant-table-content > table { table-layout: auto !important; width: 100% !important; min-width: 0 !important; }
  .pp-site-plan .ant-table-content col { width: auto !important; }
  .pp-site-plan .ant-table-cell-ellipsis { white-space: normal !important; overflow: visible !important; }
}
`;

export function PrintStyle() {
  return <style>{PRINT_CSS}</style>;
}
