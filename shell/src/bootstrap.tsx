import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadBranding } from './branding/load-branding';
import { loadRuntimeConfig } from './federation/runtime-config';
import { startSectionRoutes } from './federation/start-section-routes';
import { startSignedOutAtLogin } from './guard/signed-out-start';
import { loadAntProviders } from './providers/ant-host';
import { holdNoticesUntilAntd } from './providers/held-notices';
import {
  registerServiceWorker,
  reloadIfOutdated,
  unregisterServiceWorker,
} from './service-worker/register-service-worker';

// Toasts before antd is loaded wait for it (the login pages have no antd).
holdNoticesUntilAntd(() => void loadAntProviders());
// Start what the first paint needs in parallel with rendering (DESIGN.md §7): the
// branding (quietly, before login too) and the runtime config the remotes depend on.
void loadBranding();
loadRuntimeConfig().catch((error: unknown) => console.error('[shell] runtime config', error));

startSignedOutAtLogin();
startSectionRoutes();
const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');

createRoot(element).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Production builds only: the dev server's files change under the same names.
if (process.env.NODE_ENV === 'production') {
  reloadIfOutdated();
  registerServiceWorker();
} else unregisterServiceWorker();
