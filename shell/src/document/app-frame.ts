/**
 * The signed-in first frame's element (first-frame.html): index.html's script moves it out
 * of #root, so the app takes it away once its first route is drawn (router/root-frame.tsx).
 */
export const APP_FRAME_ID = 'pp-app-frame';

/** Take index.html's signed-in frame away: the page drawn in this commit takes its place. */
export function removeAppFrame(): void {
  document.getElementById(APP_FRAME_ID)?.remove();
}
