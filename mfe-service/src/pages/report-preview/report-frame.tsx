import { useT } from '../../i18n';

/**
 * The report's HTML in an iframe with an empty sandbox: no scripts, no same origin, no
 * forms, no top navigation. Whatever the document holds runs nothing in the portal; the
 * API also escapes every value and sends no script, so this is the second lock, not the only one.
 */
export function ReportFrame({ html, orderNo }: { html: string; orderNo: string }) {
  const t = useT();
  return (
    <iframe
      title={t('service.report.frameTitle', { orderNo })}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      style={{
        width: '100%',
        height: '75vh',
        minHeight: 480,
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        background: '#fff',
      }}
    />
  );
}
