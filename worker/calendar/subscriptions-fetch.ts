/**
 * The fetch of a subscribed calendar (docs/decisions/049-subscribed-calendars.md). The address is a
 * family's choice, so the Worker requests it as carefully as a push endpoint: https on the default
 * port, a host name that is neither an IP literal nor a local name, no credentials, at most
 * {@link MAX_REDIRECTS} redirects each checked again, {@link MAX_BYTES} of body and
 * {@link FETCH_TIMEOUT_MS} in all. Development also accepts `localhost` (the tests' stand-in server),
 * through the push sender's own rule (`outboundUrl`).
 */
import { outboundUrl } from '../push/endpoint-policy.ts';

export const MAX_REDIRECTS = 3;
export const MAX_BYTES = 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;

/** Every French reason a fetch fails, as the list in Réglages shows it. */
export const SUBSCRIPTION_FETCH_ERRORS = {
  address: "Cette adresse n'est pas un calendrier accessible (https:// ou webcal://)",
  private: "Cette adresse désigne un réseau privé : elle n'est pas acceptée",
  redirects: 'Trop de redirections',
  status: (status: number) => `Le serveur a répondu ${status}`,
  tooLarge: 'Le calendrier dépasse 1 Mo',
  timeout: 'Le serveur ne répond pas',
  network: 'Serveur injoignable',
  notCalendar: 'Cette adresse ne renvoie pas un calendrier iCalendar (.ics)',
  unreadable: "Ce calendrier n'a pas pu être lu (fichier .ics mal formé)",
  gaveUp: "Ce calendrier n'a pas pu être mis à jour : chaque essai a échoué",
  tooComplex: 'Calendrier trop complexe : trop d’événements ou de répétitions à calculer',
} as const;

/** A refusal or failure whose message is shown to the family. */
export class SubscriptionFetchError extends Error {}

/** Names that only ever resolve inside a network: never requested, whatever they resolve to. */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.lan', '.localdomain'];
const LOCAL_NAMES = new Set(['localhost', 'ip6-localhost', 'ip6-loopback']);

/**
 * The host as DNS reads it, before the rules: the WHATWG parser has already lower-cased it and
 * mapped `%2E` and the ideographic full stop to a dot, so what is left is the root's trailing dot
 * (`localhost.` is `localhost`), taken off here, as many times as written.
 */
function dnsName(hostname: string): string {
  return hostname.replace(/\.+$/, '');
}

function isLocalName(hostname: string): boolean {
  const name = dnsName(hostname);
  if (LOCAL_NAMES.has(name) || !name.includes('.')) return true;
  return LOCAL_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/**
 * An IP literal as the WHATWG parser writes it (dotted decimal for IPv4 in any notation, brackets
 * for IPv6). Every one is refused, public ones too: a calendar is served by name, and a list of
 * private ranges is one that can miss a case.
 */
function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(dnsName(hostname));
}

/** `webcal://` is the same address over https (RFC-less but universal). */
export function normaliseCalendarAddress(raw: string): string {
  const trimmed = raw.trim();
  return /^webcals?:\/\//i.test(trimmed) ? trimmed.replace(/^webcals?:/i, 'https:') : trimmed;
}

/**
 * The URL the Worker may request, or a {@link SubscriptionFetchError} saying why not. `environment`
 * is the `ENVIRONMENT` variable.
 */
export function checkCalendarUrl(raw: string, environment: string): URL {
  const checked = outboundUrl(normaliseCalendarAddress(raw), environment);
  if (!checked) throw new SubscriptionFetchError(SUBSCRIPTION_FETCH_ERRORS.address);
  const { url, local } = checked;
  if (local) return url;
  if (url.protocol !== 'https:')
    throw new SubscriptionFetchError(SUBSCRIPTION_FETCH_ERRORS.address);
  if (isIpLiteral(url.hostname) || isLocalName(url.hostname) || url.port !== '') {
    throw new SubscriptionFetchError(SUBSCRIPTION_FETCH_ERRORS.private);
  }
  return url;
}

/**
 * The address as the app shows it back: its host only. Private calendar addresses (Google's
 * « adresse secrète », Outlook's published links) carry their key in the path or the query, so the
 * rest is never sent back to the members.
 */
export function displayedAddress(url: string): string {
  if (!URL.canParse(url)) return '';
  const { protocol, host, pathname, search } = new URL(url);
  return `${protocol}//${host}${pathname === '/' && search === '' ? '' : '/…'}`;
}

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchedCalendar =
  | { status: 'not-modified' }
  | { status: 'ok'; text: string; etag: string | null; lastModified: string | null };

/**
 * What another careful fetch (the school calendar's refresh, worker/cron/school-calendar.ts) sets
 * differently: its size bound and the French words of that refusal, and what it accepts.
 */
export interface FetchLimits {
  maxBytes: number;
  tooLarge: string;
  accept: string;
}

const CALENDAR_LIMITS: FetchLimits = {
  maxBytes: MAX_BYTES,
  tooLarge: SUBSCRIPTION_FETCH_ERRORS.tooLarge,
  accept: 'text/calendar, */*;q=0.5',
};

/** The body, read until `limits.maxBytes` and no further. */
async function boundedText(response: Response, limits: FetchLimits): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limits.maxBytes) {
    await response.body?.cancel();
    throw new SubscriptionFetchError(limits.tooLarge);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limits.maxBytes) {
      await reader.cancel();
      throw new SubscriptionFetchError(limits.tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * One conditional GET of a calendar, redirects followed by hand so that each hop passes
 * {@link checkCalendarUrl}. A 304 answers `not-modified`; any failure throws a
 * {@link SubscriptionFetchError} with the French reason.
 */
export async function fetchCalendar(
  address: string,
  validators: Validators,
  environment: string,
  limits: FetchLimits = CALENDAR_LIMITS,
): Promise<FetchedCalendar> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let url = checkCalendarUrl(address, environment);
  const headers: Record<string, string> = { Accept: limits.accept };
  if (validators.etag) headers['If-None-Match'] = validators.etag;
  if (validators.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, { headers, redirect: 'manual', signal });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (!location || hop >= MAX_REDIRECTS) {
          throw new SubscriptionFetchError(SUBSCRIPTION_FETCH_ERRORS.redirects);
        }
        url = checkCalendarUrl(new URL(location, url).toString(), environment);
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { status: 'not-modified' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new SubscriptionFetchError(SUBSCRIPTION_FETCH_ERRORS.status(response.status));
      }
      const text = await boundedText(response, limits);
      return {
        status: 'ok',
        text,
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
      };
    }
  } catch (error) {
    if (error instanceof SubscriptionFetchError) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new SubscriptionFetchError(SUBSCRIPTION_FETCH_ERRORS.timeout);
    }
    throw new SubscriptionFetchError(SUBSCRIPTION_FETCH_ERRORS.network);
  }
}
