import type { ServiceWorkerConfig } from './service-worker-plugin.cjs';
export function runServiceWorker(config: ServiceWorkerConfig): void;
