import { useState, type FormEvent } from 'react';
import { login } from '../api/account/login';
import { useSessionStore } from '../stores/session-store';

/**
 * A bare login form for a remote running alone (npm run dev -w mfe-x): enough to get a
 * token from the API so the section's team can work without the shell. Plain elements,
 * since antd is not part of shared.
 */
export function StandaloneLogin({ onDone }: { onDone: () => void }) {
  const [account, setAccount] = useState('store_demo');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      useSessionStore
        .getState()
        .signIn(await login({ loginType: 'password', account, password }, { quiet: true }));
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <form
      onSubmit={submit}
      style={{
        maxWidth: 320,
        margin: '80px auto',
        display: 'grid',
        gap: 8,
        fontFamily: 'sans-serif',
      }}
    >
      <strong>Standalone section: log in to the API</strong>
      <label>
        Account <input value={account} onChange={(e) => setAccount(e.target.value)} />
      </label>
      <label>
        Password{' '}
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <button type="submit">Log in</button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}
