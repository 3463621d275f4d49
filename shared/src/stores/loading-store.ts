import { create } from 'zustand';

interface LoadingState {
  /** Requests in flight; the indicator shows while this is above zero, with no time-out of its own (spec §9). */
  inFlight: number;
  begin: () => void;
  end: () => void;
}

export const useLoadingStore = create<LoadingState>((set) => ({
  inFlight: 0,
  begin: () => set((s) => ({ inFlight: s.inFlight + 1 })),
  end: () => set((s) => ({ inFlight: Math.max(0, s.inFlight - 1) })),
}));
