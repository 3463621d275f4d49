/**
 * html5-qrcode (~107 KB compressed, DESIGN.md §7) is fetched only when the dialog needs
 * it, in a chunk of its own; the header's scan button and the QR pages never load it.
 */
export function loadHtml5Qrcode() {
  return import(/* webpackChunkName: "html5-qrcode" */ 'html5-qrcode');
}

export type Html5QrcodeModule = Awaited<ReturnType<typeof loadHtml5Qrcode>>;
export type Html5QrcodeInstance = InstanceType<Html5QrcodeModule['Html5Qrcode']>;
