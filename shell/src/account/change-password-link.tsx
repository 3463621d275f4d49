import { Button, Modal } from '@pest-portal/shared/antd';
import { useState } from 'react';
import { notify, useT } from '@pest-portal/shared';
import { passwordDialogWidth } from './password-dialog-width';

// The dialog's code is loaded when it is first wanted (or pointed at), not with every
// desktop page's layout. Not React.lazy: a load that failed (the network gone) would stay
// failed and take the header down with it; here the next click asks again.
const loadDialog = () => import(/* webpackChunkName: "password-dialog" */ './password-dialog');
type Dialog = Awaited<ReturnType<typeof loadDialog>>['PasswordDialog'];

/** The header's change-password link and the dialog it opens. */
export function ChangePasswordLink() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Kept once loaded: a dialog closed and opened again still holds what was typed.
  const [PasswordDialog, setPasswordDialog] = useState<Dialog | null>(null);
  const close = () => setOpen(false);
  function openDialog() {
    setOpen(true);
    if (PasswordDialog) return;
    loadDialog().then(
      (loaded) => setPasswordDialog(() => loaded.PasswordDialog),
      () => {
        setOpen(false);
        notify('error', t('error.network'));
      },
    );
  }
  return (
    <>
      <Button
        type="link"
        className="pp-header-link"
        style={{ padding: 0 }}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onClick={openDialog}
      >
        {t('header.changePassword')}
      </Button>
      {PasswordDialog ? (
        <PasswordDialog open={open} onClose={close} />
      ) : (
        // The dialog's frame at once, its fields as soon as their code is in.
        <Modal
          open={open}
          loading
          title={t('password.title')}
          width={passwordDialogWidth()}
          footer={null}
          onCancel={close}
        />
      )}
    </>
  );
}
