/** What this remote exposes as ./ScanDialog (ScanDialogModule): the 扫一扫 dialog. */
export { default } from './scan/scan-dialog';
