import { create } from 'zustand';
import type { CompanyEntry } from '../contract/account';
import { joinIds, local } from '../storage/storage';

interface CompanyState {
  companyName: string;
  companyList: CompanyEntry[];
  currentCompanyList: CompanyEntry[];
  /** After login: the account's companies, the first one current. */
  setCompanies: (companyName: string, companyList: CompanyEntry[]) => void;
  /**
   * spec §4: store the selected company's details; a group company stores its member
   * list as the current company list, a single one stores itself. The caller reloads:
   * the state on the page is left as it is until then.
   */
  selectCompany: (entry: CompanyEntry) => void;
}

function currentListOf(entry: CompanyEntry): CompanyEntry[] {
  return entry.isHq && entry.memberInfoList?.length ? entry.memberInfoList : [entry];
}

export const useCompanyStore = create<CompanyState>((set) => ({
  // spec §4: restored from local storage on start.
  companyName: local.get('companyName') ?? '',
  companyList: local.getJson<CompanyEntry[]>('companyList', []),
  currentCompanyList: local.getJson<CompanyEntry[]>('currentCompanyList', []),
  setCompanies: (companyName, companyList) => {
    const first = companyList[0];
    const currentCompanyList = first ? currentListOf(first) : [];
    local.set('companyName', companyName);
    local.setJson('companyList', companyList);
    local.setJson('currentCompanyList', currentCompanyList);
    set({ companyName, companyList, currentCompanyList });
  },
  selectCompany: (entry) => {
    const currentCompanyList = currentListOf(entry);
    local.set('companyName', entry.memberName);
    local.set('mid', String(entry.memberId));
    local.set('isHq', String(entry.isHq));
    local.set('hqIdList', joinIds(entry.hqIdList));
    local.set('memberIdList', joinIds(entry.memberIdList));
    local.setJson('currentCompanyList', currentCompanyList);
    // Storage only: the caller reloads and every store starts from it. Setting the state
    // here re-rendered the page on screen for the new company, and started its requests,
    // inside the tap's handler, before the reload (switch company, group home: INP).
  },
}));
