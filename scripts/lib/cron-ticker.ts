/**
 * Locally, reminders fire too: Miniflare does not run Cron Triggers by itself, so this calls the
 * Worker's scheduled() every minute, on the minute, through the dev server's trigger endpoint
 * `/cdn-cgi/local/scheduled` (served by `wrangler dev` and by Cloudflare's Vite plugin alike; the
 * older `/cdn-cgi/handler/scheduled` and `/__scheduled` paths belong to earlier versions:
 * https://developers.cloudflare.com/workers/configuration/cron-triggers/#test-cron-triggers-locally).
 * The trigger time passed is the minute itself, as Cloudflare passes it.
 */

const MINUTE_MS = 60_000;
/** The schedule of wrangler.toml's [triggers]. */
const CRON = '* * * * *';

export interface CronTicker {
  stop(): void;
}

export interface CronTickerOptions {
  /** Where failures are told; quiet by default about the ticks that work. */
  log?: (message: string) => void;
  /** Also tell each tick that ran. */
  verbose?: boolean;
}

/** The URL that runs the scheduled handler of the Worker served at `baseUrl` for `minute`. */
export function scheduledUrl(baseUrl: string, minute: number): string {
  const url = new URL('/cdn-cgi/local/scheduled', baseUrl);
  url.searchParams.set('cron', CRON);
  url.searchParams.set('time', String(minute));
  url.searchParams.set('format', 'json');
  return url.toString();
}

/** Starts ticking at the next whole minute; `stop()` ends it. */
export function startCronTicker(baseUrl: string, options: CronTickerOptions = {}): CronTicker {
  const log = options.log ?? ((message: string) => console.warn(message));
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failing = false;

  async function fire(minute: number) {
    try {
      const response = await fetch(scheduledUrl(baseUrl, minute));
      const body = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${body}`);
      if (failing || options.verbose) log(`[cron] ${new Date(minute).toISOString()} ${body}`);
      failing = false;
    } catch (error) {
      // Said once per failing stretch (a dev server still starting, or restarting).
      if (!failing) log(`[cron] the scheduled handler did not run: ${(error as Error).message}`);
      failing = true;
    }
  }

  function scheduleNext() {
    if (stopped) return;
    const next = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    timer = setTimeout(() => {
      void fire(next);
      scheduleNext();
    }, next - Date.now());
    // Never what keeps the process alive: the dev server is.
    timer.unref();
  }

  scheduleNext();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
