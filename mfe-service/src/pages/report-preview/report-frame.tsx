import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';

/** Height before the document has been measured, and the floor when it is short. */
const MIN_HEIGHT = 320;

/**
 * The report's HTML in a sandboxed iframe: no scripts, no forms, no top navigation, no
 * popups. Whatever the document holds runs nothing in the portal; the API also escapes
 * every value and sends no script and a CSP that forbids any, so this is the second lock.
 *
 * `allow-same-origin` without `allow-scripts` lets the portal read the document's height
 * (nothing in the frame can use it: no script runs there): the frame is as tall as the
 * report, so the page scrolls once, not a fixed box with a scrollbar of its own. The
 * report reflows to key-value rows on a narrow screen (its own CSS).
 */
export function ReportFrame({ html, orderNo }: { html: string; orderNo: string }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);

  const measure = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.documentElement) return;
    setHeight(Math.max(MIN_HEIGHT, doc.documentElement.scrollHeight));
  }, []);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    // A rotation or a resize reflows the report: measure again. Images load late: so does their height.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    const onLoad = () => {
      measure();
      for (const img of el.contentDocument?.images ?? []) img.addEventListener('load', measure);
    };
    el.addEventListener('load', onLoad);
    return () => {
      observer.disconnect();
      el.removeEventListener('load', onLoad);
    };
  }, [measure]);

  return (
    <iframe
      ref={frame}
      title={t('service.report.frameTitle', { orderNo })}
      sandbox="allow-same-origin"
      srcDoc={html}
      referrerPolicy="no-referrer"
      scrolling="no"
      style={{
        display: 'block',
        width: '100%',
        height,
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        background: '#fff',
      }}
    />
  );
}
