import { Button, Modal } from '@pest-portal/shared/antd';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@pest-portal/shared';
import { passwordDialogWidth } from './password-dialog-width';

// The dialog, with its form, is loaded when it is first wanted (or pointed at): antd's Form
// is the kit's form group (shared 5.0.0), which the header would otherwise download with
// every desktop page.
const loadDialog = () => import(/* webpackChunkName: "password-dialog" */ './password-dialog');
const PasswordDialog = lazy(() => loadDialog().then((m) => ({ default: m.PasswordDialog })));

/** The header's change-password link and the dialog it opens. */
export function ChangePasswordLink() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Kept once opened: a dialog closed and opened again still holds what was typed.
  const [wanted, setWanted] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="link"
        className="pp-header-link"
        style={{ padding: 0 }}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('header.changePassword')}
      </Button>
      {wanted && (
        <Suspense
          // The dialog's frame at once, its fields as soon as their code is in.
          fallback={
            <Modal
              open={open}
              loading
              title={t('password.title')}
              width={passwordDialogWidth()}
              footer={null}
              onCancel={close}
            />
          }
        >
          <PasswordDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
