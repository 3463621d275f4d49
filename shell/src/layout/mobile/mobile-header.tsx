import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
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
      <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 8 }}>
        <BrandMark size={26} withName={false} plate />
        <span
          style={{
            fontWeight: 600,
            fontSize: 16,
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
