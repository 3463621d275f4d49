import { create } from 'zustand';
import type { Branding } from '../contract/brand';
import { local } from '../storage/storage';

interface BrandingState {
  /** The display name; the page title is this plus the route title (spec §2). */
  docuMentName: string;
  logoUrl: string;
  favicon: string;
  setBranding: (branding: Branding) => void;
}

export const useBrandingStore = create<BrandingState>((set) => ({
  docuMentName: local.get('docuMentName') ?? '',
  logoUrl: local.get('logoUrl') ?? '',
  favicon: '',
  setBranding: ({ customerName, customerFavicon, customerPicture }) => {
    local.set('docuMentName', customerName);
    local.set('logoUrl', customerPicture);
    set({ docuMentName: customerName, logoUrl: customerPicture, favicon: customerFavicon });
  },
}));
