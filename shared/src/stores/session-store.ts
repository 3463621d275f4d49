import { create } from 'zustand';
import type { SessionInfo } from '../contract/account';
import { joinIds, local, splitIds } from '../storage/storage';
import { useCompanyStore } from './company-store';

interface SessionState {
  token: string | null;
  key: string | null;
  mid: string | null;
  isHq: boolean;
  hqIdList: number[];
  memberIdList: number[];
  wxAuth: boolean;
  noAuth: boolean;
  /** Store what login (or the /homeCheck session check) returned. */
  signIn: (info: SessionInfo) => void;
  /**
   * Take over a token and key handed over by another system (/homeCheck), before the
   * session check confirms them: the http client sends what is stored here.
   */
  adopt: (token: string, key: string) => void;
  /** Forget the session: token and everything bound to it (logout, expired token). */
  signOut: () => void;
  setWxAuth: (bound: boolean) => void;
  setNoAuth: (declined: boolean) => void;
}

function fromStorage() {
  return {
    token: local.get('token'),
    key: local.get('key'),
    mid: local.get('mid'),
    isHq: local.get('isHq') === 'true',
    hqIdList: splitIds(local.get('hqIdList')),
    memberIdList: splitIds(local.get('memberIdList')),
    wxAuth: local.get('wxAuth') === '1',
    noAuth: local.get('noAuth') === '1',
  };
}

const SESSION_KEYS = [
  'token',
  'key',
  'mid',
  'isHq',
  'hqIdList',
  'memberIdList',
  'wxAuth',
  'noAuth',
] as const;

export const useSessionStore = create<SessionState>((set) => ({
  ...fromStorage(),
  signIn: (info) => {
    local.set('token', info.token);
    local.set('key', info.key);
    local.set('mid', String(info.mid));
    local.set('isHq', String(info.isHq));
    local.set('hqIdList', joinIds(info.hqIdList));
    local.set('memberIdList', joinIds(info.memberIdList));
    local.set('wxAuth', String(info.wxAuth));
    useCompanyStore.getState().setCompanies(info.companyName, info.companyList);
    set(fromStorage());
  },
  adopt: (token, key) => {
    local.set('token', token);
    local.set('key', key);
    set({ token, key });
  },
  signOut: () => {
    for (const key of SESSION_KEYS) local.remove(key);
    set(fromStorage());
  },
  setWxAuth: (bound) => {
    local.set('wxAuth', bound ? '1' : '0');
    set({ wxAuth: bound });
  },
  setNoAuth: (declined) => {
    if (declined) local.set('noAuth', '1');
    else local.remove('noAuth');
    set({ noAuth: declined });
  },
}));

/** Whether a token is stored: the route guard's question (spec §2). */
export function hasToken(): boolean {
  return Boolean(useSessionStore.getState().token);
}
