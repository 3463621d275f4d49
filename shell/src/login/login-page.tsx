import { LoginForm } from './login-form';
import { LoginFrame } from './login-frame';

/** /login: the desktop login page, a card on a tinted page. */
export function LoginPage() {
  return (
    <LoginFrame variant="desktop">
      <LoginForm />
    </LoginFrame>
  );
}
