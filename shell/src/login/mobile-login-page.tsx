import { LoginForm } from './login-form';
import { LoginFrame } from './login-frame';

/** /mlogin: the phone login page; full width, large touch targets. */
export function MobileLoginPage() {
  return (
    <LoginFrame variant="mobile">
      <LoginForm size="large" />
    </LoginFrame>
  );
}
