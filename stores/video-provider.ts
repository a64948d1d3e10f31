import { create } from 'zustand';

/** Loader state of the video provider's iframe script: 0 not loaded, 1 loading, 2 loaded. */
export type VideoProviderStatus = 0 | 1 | 2;

export const VIDEO_PROVIDER_SCRIPT = 'https://www.youtube.com/iframe_api';

interface VideoProviderState {
  status: VideoProviderStatus;
  /**
   * Loads the provider's script once; later calls share the same promise. Called only when a
   * visitor plays a video, never on page load (privacy, and nothing to fetch for those who don't).
   */
  load: (nonce?: string) => Promise<void>;
}

let pending: Promise<void> | null = null;

export const useVideoProvider = create<VideoProviderState>((set, get) => ({
  status: 0,
  load: (nonce) => {
    if (get().status === 2) return Promise.resolve();
    if (pending) return pending;
    set({ status: 1 });
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = VIDEO_PROVIDER_SCRIPT;
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.onload = () => {
        set({ status: 2 });
        resolve();
      };
      script.onerror = () => {
        pending = null;
        script.remove();
        set({ status: 0 });
        reject(new Error('Failed to load script'));
      };
      document.head.appendChild(script);
    });
    return pending;
  },
}));

/** For tests: back to "not loaded". */
export function resetVideoProvider(): void {
  pending = null;
  useVideoProvider.setState({ status: 0 });
}
