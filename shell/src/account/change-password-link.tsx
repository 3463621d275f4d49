import { Button } from '@pest-portal/shared/antd';
import { useState } from 'react';
import { useT } from '@pest-portal/shared';
import { PasswordDialog } from './password-dialog';

/** The header's change-password link and the dialog it opens. */
export function ChangePasswordLink() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        className="pp-header-link"
        style={{ padding: 0 }}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('header.changePassword')}
      </Button>
      <PasswordDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
