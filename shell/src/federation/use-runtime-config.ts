import { useEffect, useState } from 'react';
import type { RuntimeConfig } from '@pest-portal/shared';
import { loadRuntimeConfig } from './runtime-config';

/** The runtime config once read (null until then, or when it cannot be read). */
export function useRuntimeConfig(): RuntimeConfig | null {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadRuntimeConfig().then(
      (c) => live && setConfig(c),
      (error: unknown) => console.warn('[shell] runtime config unavailable', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
