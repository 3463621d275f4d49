import { Layout } from '@pest-portal/shared/antd';
import { LAYOUT, useBrandingStore, useT } from '@pest-portal/shared';

/** spec §2: a footer 50 px high with the 1999-2022 copyright line of the customer's name. */
export function DesktopFooter() {
  const t = useT();
  const name = useBrandingStore((s) => s.docuMentName) || t('login.title');
  return (
    <Layout.Footer
      style={{
        height: LAYOUT.footerHeight,
        lineHeight: `${LAYOUT.footerHeight}px`,
        padding: '0 16px',
        textAlign: 'center',
        fontSize: 12,
        color: '#595959',
        background: '#f0f2f5',
      }}
    >
      {t('footer.copyright', { name })}
    </Layout.Footer>
  );
}
