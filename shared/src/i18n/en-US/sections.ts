import type { sections as zh } from '../zh-CN/sections';

export const sections: Record<keyof typeof zh, string> = {
  'scanner.title': 'Scan',
  'scanner.starting': 'Starting the camera...',
  'scanner.failed': 'The camera failed to start!',
  'scanner.invalid': 'Invalid QR code!',
  'scanner.cancel': 'Cancel',
  'scanner.useFile': 'Choose a picture',
  'scanner.useCamera': 'Use the camera',
};
