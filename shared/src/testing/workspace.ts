import fs from 'node:fs';
import path from 'node:path';
import { PLATFORM } from '../../build/federation.cjs';

/** The workspace's root: the kits' tests read the apps' package.json files. */
export const WORKSPACE = path.resolve(__dirname, '../../..');

/** A package.json's fields the kits' tests read. */
export function packageOf(dir: string): { version: string; dependencies: Record<string, string> } {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * What an app's federation config asks a platform kit under: the platform's version, and
 * the range its own package.json names, strictly.
 */
export function platformShareOf(app: string) {
  return {
    singleton: true,
    strictVersion: true,
    version: packageOf(path.join(WORKSPACE, 'shared')).version,
    requiredVersion: packageOf(path.join(WORKSPACE, app)).dependencies[PLATFORM],
  };
}
