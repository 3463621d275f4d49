import { SwapOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { afterNextPaint, useT } from '@pest-portal/shared';
import { CompanyList } from './company-list';
import { selectCompany } from './select-company';

/** The header's company switcher: a popover holding the two-level company list. */
export function CompanySwitcher() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // The popover opens after the tap has painted (INP): its first render (antd's popup,
  // motion and alignment, the list's buttons) took 170-560 ms of the tap's handler at the
  // bench's phone CPU (7.65x), all of it before the button could show it was pressed.
  const openChange = (next: boolean) => {
    if (!next) setOpen(false);
    else void afterNextPaint().then(() => setOpen(true));
  };
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={openChange}
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
