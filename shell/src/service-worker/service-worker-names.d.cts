export const SCRIPT: string;
export const CACHE: string;
export const SEED_CACHE: string;
export const SEED_KEY: string;
export const PAGE_CHECK: string;
