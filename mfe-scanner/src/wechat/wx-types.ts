/** The part of WeChat's JS-SDK (jweixin 1.6) the portal uses. */
export interface WxConfig {
  debug: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

export interface WxScanResult {
  resultStr: string;
  errMsg?: string;
}

export interface WxScanOptions {
  /** 1: hand the text to the page instead of WeChat opening it. */
  needResult: 0 | 1;
  scanType: ('qrCode' | 'barCode')[];
  success: (result: WxScanResult) => void;
  fail?: (error: { errMsg?: string }) => void;
  cancel?: () => void;
}

export interface WxBridge {
  config(config: WxConfig): void;
  ready(callback: () => void): void;
  error(callback: (error: { errMsg?: string }) => void): void;
  scanQRCode(options: WxScanOptions): void;
}

declare global {
  interface Window {
    wx?: WxBridge;
  }
}
