/**
 * Which URLs a device may name as its push endpoint (docs/security.md#web-push). The Worker POSTs to
 * that URL with its VAPID signature, so an open choice would let any account make the Worker request
 * any host (server-side request forgery). Only the push services of the browsers Foyer supports are
 * accepted, by exact host over https on the default port, without credentials; a host that is an IP
 * literal can never match. Development also accepts `localhost` (the tests' and `npm start`'s
 * stand-in push service), over http or https and on any port.
 */

/** The error of an endpoint outside the list (validation error on `endpoint`). */
export const UNSUPPORTED_PUSH_SERVICE = "Ce service de notifications n'est pas pris en charge";

/** Chrome, Edge (Android), Samsung Internet, Opera: Google; Firefox: Mozilla; Safari: Apple. */
const PUSH_SERVICE_HOSTS: ReadonlySet<string> = new Set([
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
]);

/** Edge on Windows: Windows Push Notification Services, one host per region (`wns2-par02p…`). */
const PUSH_SERVICE_SUFFIX = '.notify.windows.com';
const LABELS = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

function isPushServiceHost(hostname: string): boolean {
  if (PUSH_SERVICE_HOSTS.has(hostname)) return true;
  return (
    hostname.endsWith(PUSH_SERVICE_SUFFIX) &&
    LABELS.test(hostname.slice(0, -PUSH_SERVICE_SUFFIX.length))
  );
}

/**
 * The first check of every URL the Worker requests on a user's word (push endpoints, subscribed
 * calendars): it parses, names no credentials, and `local` says it is development's `localhost`
 * over http or https, which the caller then accepts on any port. Null for anything else unusable.
 */
export function outboundUrl(raw: string, environment: string): { url: URL; local: boolean } | null {
  if (!URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.username !== '' || url.password !== '') return null;
  const local =
    environment === 'development' &&
    url.hostname === 'localhost' &&
    (url.protocol === 'https:' || url.protocol === 'http:');
  return { url, local };
}

/** True when the Worker may send to `endpoint` in `environment` (the `ENVIRONMENT` variable). */
export function isPushServiceEndpoint(endpoint: string, environment: string): boolean {
  const checked = outboundUrl(endpoint, environment);
  if (!checked) return false;
  if (checked.local) return true;
  const { url } = checked;
  // The WHATWG parser lower-cases the host and writes IPv4 in any notation as dotted decimal, and
  // IPv6 in brackets: neither can equal a name of the list.
  return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname);
}
