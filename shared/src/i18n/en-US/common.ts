import type { common as zh } from '../zh-CN/common';

export const common: Record<keyof typeof zh, string> = {
  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.retry': 'Retry',
  'common.loading': 'Loading...',
  'common.empty': 'No data',
  'common.submit': 'Submit',
  'common.delete': 'Delete',
  'common.back': 'Back',
  'common.search': 'Search',
  'common.reset': 'Reset',
  'common.prompt': 'Notice',
  'common.total': '{total} in all',
  'common.language': '中文',
  'error.network': 'Network error, please check your connection',
  'error.timeout': 'The request timed out, please try again',
  'error.serviceUnavailable': 'The service is temporarily unavailable, please try again later',
  'error.http': 'Request failed ({status} {text})',
  'error.unknown': 'An unknown error occurred',
  'error.decrypt': 'The response could not be decrypted, please reload',
  'error.remoteLoad': 'The "{name}" section failed to load',
  'error.remoteLoadHint': 'This section is unavailable for now; everything else still works.',
  'error.remoteIncompatible': 'The "{name}" section does not fit this version of the portal',
  'error.remoteIncompatibleHint':
    'It needs platform {required}; this portal runs {provided}. Ask your administrator to update it; everything else still works.',
  'error.remoteRuntimeHint':
    'It was built on module federation runtime {required}; this portal runs {provided}. Ask your administrator to update it; everything else still works.',
  'error.pageCrashed': 'Something went wrong on this page',
};
