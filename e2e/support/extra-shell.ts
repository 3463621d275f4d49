import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DRAWER_FOOTER_HOSTS, SHELL_ORIGINS } from './env';

/** The parts of scripts/ and shared/build/ this suite uses (CommonJS, typed here). */
interface Closable {
  close: () => Promise<unknown>;
}
type Settings = { shell: { origin: string }; remotes: { dir: string; port: number }[] };
interface ServerModule {
  startStaticServer: (options: {
    dir: string;
    port: number;
    isShell: boolean;
    settings: Settings;
    host?: string;
  }) => Promise<Closable>;
}
interface SettingsModule {
  readSettings: (env: NodeJS.ProcessEnv) => Settings;
}

const root = path.resolve(__dirname, '../..');
const load = createRequire(__filename);
const { startStaticServer } = load(path.join(root, 'scripts/static-server.cjs')) as ServerModule;
const { readSettings } = load(path.join(root, 'shared/build/settings.cjs')) as SettingsModule;

/** Settings of a second deployment of the shell whose remotes list is changed by `env`. */
export function settingsWith(env: Record<string, string>): Settings {
  return readSettings({
    ...process.env,
    NODE_ENV: 'production',
    PP_DRAWER_FOOTER_HOSTS: DRAWER_FOOTER_HOSTS.join(','),
    PP_SHELL_ORIGINS: SHELL_ORIGINS.join(','),
    ...env,
  });
}

/** Serve an app's production build (shell or remote) as scripts/start.cjs does. */
export function serveApp(
  dir: string,
  port: number,
  isShell: boolean,
  settings: Settings,
): Promise<Closable> {
  return startStaticServer({ dir: path.join(root, dir), port, isShell, settings });
}

/** A server that accepts connections and never answers: a remote that hangs. */
export async function startHangingServer(port: number): Promise<Closable> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
