/**
 * The push services a subscription may point at (decision 032). Each push is a request from our
 * server to the subscription's endpoint, so an endpoint anywhere else would let anyone make us
 * call an address of their choosing: only the browser makers' services are accepted, over https
 * on the default port, plus, outside production, one more origin (PUSH_SERVICE_EXTRA, the emulator).
 */
const KNOWN_HOSTS = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge on Android, Samsung Internet, Opera
  /^android\.googleapis\.com$/, // older Chrome subscriptions
  /^updates\.push\.services\.mozilla\.com$/, // Firefox
  /^(?:[a-z0-9-]+\.)*push\.apple\.com$/, // Safari
  /^[a-z0-9-]+\.notify\.windows\.com$/, // Edge on Windows
];

export function acceptedEndpoint(endpoint: string, extraOrigin?: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (extraOrigin && url.origin === new URL(extraOrigin).origin) return true;
  return url.port === '' && KNOWN_HOSTS.some((host) => host.test(url.hostname));
}
