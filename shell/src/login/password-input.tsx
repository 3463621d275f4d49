import { useState, type InputHTMLAttributes } from 'react';
import { useT } from '@pest-portal/shared';

/**
 * A password field with a button that shows or hides what was typed (as antd's
 * Input.Password does), in plain elements for the login pages (login-form.tsx).
 */
export function PasswordInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <span className={`pp-password ${className ?? ''}`}>
      <input {...props} className="pp-password__input" type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="pp-password__toggle"
        aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {!shown && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </span>
  );
}
