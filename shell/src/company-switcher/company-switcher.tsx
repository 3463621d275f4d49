import SwapOutlined from '@ant-design/icons/es/icons/SwapOutlined';
import { Button, Popover } from '@pest-portal/shared/antd';
import { useT } from '@pest-portal/shared';
import { useOpenAfterPaint } from '@pest-portal/shared/ui';
import { CompanyList } from './company-list';
import { selectCompany } from './select-company';

/** The header's company switcher: a popover holding the two-level company list. */
export function CompanySwitcher() {
  const t = useT();
  // Opens after the tap has painted (INP): the popover's first render was 170-560 ms of
  // the tap's handler at the bench's phone CPU.
  const [open, setOpen] = useOpenAfterPaint();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('header.switchCompany')}
      content={
        <div style={{ width: 280, maxHeight: 400, overflowY: 'auto' }}>
          <CompanyList onSelect={selectCompany} />
        </div>
      }
    >
      <Button
        type="link"
        className="pp-header-link"
        icon={<SwapOutlined aria-hidden />}
        aria-haspopup="dialog"
        aria-expanded={open}
        style={{ padding: 0 }}
      >
        {t('header.switchCompany')}
      </Button>
    </Popover>
  );
}
