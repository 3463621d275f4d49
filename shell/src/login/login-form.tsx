import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from '@pest-portal/shared/router';
import type { LoginRequest, LoginType } from '@pest-portal/shared';
import { login, sendLoginCode, useT } from '@pest-portal/shared';
import { errorText } from '@pest-portal/shared/ui';
import { completeLogin } from './complete-login';
import { PasswordInput } from './password-input';
import { useCountdown } from './use-countdown';

type Field = 'account' | 'password' | 'code';
type Values = Record<Field, string>;
const LABELS = {
  account: 'login.account',
  password: 'login.password',
  code: 'login.code',
} as const;
const MODES: LoginType[] = ['password', 'code'];
const TAB_TEXT = { password: 'login.tabPassword', code: 'login.tabCode' } as const;

/**
 * The login form of both login pages: account + password, or account (phone) + SMS code.
 * Plain elements styled by shell.css (.pp-form), not antd: the login page is the first a
 * phone loads, and without antd its code is about 140 KB (compressed) smaller (issue 13).
 * It keeps antd's sizes (the first frame's skeleton is drawn to them) and behaviour:
 * required fields named under their input on submit, the API's error in place, everything
 * typed kept across tabs and failures.
 */
export function LoginForm({ size = 'middle' }: { size?: 'middle' | 'large' }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<LoginType>('password');
  const [values, setValues] = useState<Values>({ account: '', password: '', code: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [error, setError] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  const fields: Field[] = mode === 'password' ? ['account', 'password'] : ['account', 'code'];

  /** The named fields that are empty (or only spaces), marked; true when none is. */
  function check(names: Field[]): boolean {
    const empty = names.filter((name) => !values[name].trim());
    setMissing((m) => ({ ...m, ...Object.fromEntries(names.map((n) => [n, empty.includes(n)])) }));
    return empty.length === 0;
  }

  function change(name: Field, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (missing[name] && value.trim()) setMissing((m) => ({ ...m, [name]: false }));
    setError('');
  }

  function switchTo(next: LoginType) {
    setMode(next);
    setMissing({});
    setError('');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !check(fields)) return;
    setError('');
    setSubmitting(true);
    const account = values.account.trim();
    const input: LoginRequest =
      mode === 'password'
        ? { loginType: 'password', account, password: values.password }
        : { loginType: 'code', account, code: values.code.trim() };
    try {
      const info = await login(input, { quiet: true });
      navigate(completeLogin(info, params.get('Rurl')), { replace: true });
    } catch (e) {
      setError(errorText(e));
      setSubmitting(false);
    }
  }

  async function sendCode() {
    setError('');
    setCodeSent(false);
    if (!check(['account'])) return; // the account field says what is missing
    setSending(true);
    try {
      const { resendAfter } = await sendLoginCode(values.account.trim(), { quiet: true });
      countdown.start(resendAfter);
      setCodeSent(true);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  }

  /** Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern). */
  function tabKeys(event: KeyboardEvent<HTMLButtonElement>) {
    const at = MODES.indexOf(mode);
    const to: Record<string, number> = {
      ArrowRight: (at + 1) % MODES.length,
      ArrowLeft: (at + MODES.length - 1) % MODES.length,
      Home: 0,
      End: MODES.length - 1,
    };
    const next = MODES[to[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    switchTo(next);
    document.getElementById(`login_tab_${next}`)?.focus();
  }

  const field = (name: Field, control: (invalid: boolean) => ReactNode, help?: ReactNode) => {
    const invalid = Boolean(missing[name]);
    return (
      <div className="pp-form__item">
        <label className="pp-form__label" htmlFor={`login_${name}`}>
          {t(LABELS[name])}
        </label>
        {control(invalid)}
        <div className="pp-form__help" id={`login_${name}_help`}>
          {invalid ? (
            <span className="pp-form__error">
              {t('login.required', { field: t(LABELS[name]) })}
            </span>
          ) : (
            help
          )}
        </div>
      </div>
    );
  };

  const inputProps = (name: Field, invalid: boolean) => ({
    id: `login_${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    'aria-invalid': invalid || undefined,
    'aria-describedby': `login_${name}_help`,
    className: `pp-input${invalid ? ' pp-input--invalid' : ''}`,
  });

  return (
    <form className={`pp-form pp-form--${size}`} name="login" noValidate onSubmit={submit}>
      <div className="pp-tabs" role="tablist">
        {MODES.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`login_tab_${key}`}
            aria-selected={mode === key}
            aria-controls="login_panel"
            tabIndex={mode === key ? 0 : -1}
            className="pp-tabs__tab"
            onClick={() => switchTo(key)}
            onKeyDown={tabKeys}
          >
            {t(TAB_TEXT[key])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="login_panel" aria-labelledby={`login_tab_${mode}`}>
        {field('account', (invalid) => (
          <input
            {...inputProps('account', invalid)}
            autoComplete="username"
            placeholder={t('login.accountPlaceholder')}
          />
        ))}
        {mode === 'password'
          ? field('password', (invalid) => (
              <PasswordInput
                {...inputProps('password', invalid)}
                autoComplete="current-password"
                placeholder={t('login.passwordPlaceholder')}
              />
            ))
          : field(
              'code',
              (invalid) => (
                <div className="pp-compact">
                  <input
                    {...inputProps('code', invalid)}
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    placeholder={t('login.codePlaceholder')}
                  />
                  <button
                    type="button"
                    className="pp-button"
                    onClick={sendCode}
                    disabled={sending || countdown.remaining > 0}
                    aria-busy={sending || undefined}
                  >
                    {sending && <span className="pp-spinner" aria-hidden="true" />}
                    {countdown.remaining > 0
                      ? t('login.resendIn', { seconds: countdown.remaining })
                      : t('login.sendCode')}
                  </button>
                </div>
              ),
              codeSent && (
                <span role="status" className="pp-form__notice">
                  {t('login.codeSent')}
                </span>
              ),
            )}
      </div>
      {error && (
        <div role="alert" className="pp-alert">
          <svg className="pp-alert__icon" viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="8" cy="8" r="8" />
            <path d="M5.2 5.2l5.6 5.6M10.8 5.2l-5.6 5.6" />
          </svg>
          {error}
        </div>
      )}
      <button
        type="submit"
        className="pp-button pp-button--primary pp-button--block"
        aria-busy={submitting || undefined}
        aria-disabled={submitting || undefined}
      >
        {submitting && <span className="pp-spinner" aria-hidden="true" />}
        {t('login.submit')}
      </button>
    </form>
  );
}
