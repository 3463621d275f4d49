import { Type } from '@sinclair/typebox';
import { get, post } from '../endpoint';
import {
  AuditPackDownloadInput,
  AuditPackInput,
  AuditPackPlan,
  AuditPackProgress,
  AuditPackProgressInput,
} from './audit-pack';
import { SystemFileQuery, SystemFilesPage, SystemFilesPageInput } from './system-files';

export * from './audit-pack';
export * from './system-files';

const Binary = Type.Unsafe<Blob>(Type.Any());

/** The qualification section's endpoints (issue 11): its files and the audit pack. */
export const QUALIFICATION_ENDPOINTS = {
  /** Spec §7. */
  systemFilesPage: post('/customer/systemFiles/page', {
    input: SystemFilesPageInput,
    output: SystemFilesPage,
  }),
  /** Our addition: one file, with its real name. */
  systemFileDownload: get('/customer/systemFiles/download', {
    input: SystemFileQuery,
    output: Binary,
    kind: 'binary',
  }),
  /** Our addition: the page image of a stored file, for phones that cannot show a PDF inline. */
  systemFilePreview: get('/customer/systemFiles/preview', {
    input: SystemFileQuery,
    output: Binary,
    kind: 'binary',
  }),
  /** Our addition: what an audit pack for these members and period will hold. */
  auditPackPlan: post('/customer/systemFiles/auditPack/plan', {
    input: AuditPackInput,
    output: AuditPackPlan,
  }),
  /** Our addition: the audit pack itself, a zip streamed while it is built. */
  auditPackDownload: post('/customer/systemFiles/auditPack/download', {
    input: AuditPackDownloadInput,
    output: Binary,
    kind: 'binary',
  }),
  /** Our addition: how many of the pack's entries the running download has packed. */
  auditPackProgress: post('/customer/systemFiles/auditPack/progress', {
    input: AuditPackProgressInput,
    output: AuditPackProgress,
  }),
} as const;
