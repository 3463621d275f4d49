import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import { Button, Layout } from '@pest-portal/shared/antd';
import { LAYOUT, useCompanyStore, useT } from '@pest-portal/shared';
import { BrandMark } from '../../branding/brand-mark';
import { ScanButton } from './scan-button';

interface Props {
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/** The phone header: drawer button, logo and company name, scan button. */
export function MobileHeader({ drawerOpen, onOpenDrawer }: Props) {
  const t = useT();
  const companyName = useCompanyStore((s) => s.companyName);
  return (
    <Layout.Header
      className="pp-header"
      style={{
        height: LAYOUT.headerHeight,
        lineHeight: 'normal',
        padding: '0 4px',
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        background: '#12805c',
        color: '#fff',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Button
        type="text"
        aria-label={t('header.menu')}
        aria-expanded={drawerOpen}
        aria-haspopup="dialog"
        icon={<MenuOutlined aria-hidden style={{ fontSize: 20, color: '#fff' }} />}
        onClick={onOpenDrawer}
        style={{ width: 44, height: 44 }}
      />
      {/* Logo above, company name below: side by side, a logo that carries the customer's
          own name (most do) left the company name ~140 px and cut it after six characters.
          Stacked, the name has the header's whole width between the two buttons. */}
      <div
        style={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'flex-start',
          gap: 2,
        }}
      >
        <BrandMark size={18} withName={false} plate />
        <span
          data-guard="name"
          title={companyName || undefined}
          style={{
            maxWidth: '100%',
            fontWeight: 600,
            fontSize: 14,
            lineHeight: '20px',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {companyName || t('login.title')}
        </span>
      </div>
      <ScanButton />
    </Layout.Header>
  );
}
