/** Phone-sized screen or touch-first device: the mobile layout and /mlogin. */
export function isMobile(userAgent = navigator.userAgent, width = window.innerWidth): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent) || width < 768;
}

/** Inside the messaging app's built-in browser (its scanner and JS bridge are available). */
export function isWeChat(userAgent = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}
