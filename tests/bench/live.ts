/**
 * Live fan-out: 50 sockets of one family space on the wrangler dev of run.ts. For each of 30 task
 * creations, the time from sending the write to the `tasks.changed` event on every socket, and to
 * the new task in a second client's refetch of the week (what a parent's other phone waits for).
 * Sequential writes, bounded in count; loopback only.
 */
import { ms, summarize } from './measure.ts';

type Record_ = (what: string, value: string, how: string) => void;

const SOCKETS = 50;
const WRITES = 30;
const DAY = '2031-03-03';

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function benchLive(baseUrl: string, record: Record_) {
  const origin = baseUrl;
  const json = { 'content-type': 'application/json', origin };
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Live',
      email: `bench-live-${Date.now()}@famille.test`,
      password: 'Bench-Live-2031-long',
    }),
  });
  const cookie = cookieOf(signup);
  const space = (await (
    await fetch(`${baseUrl}/api/spaces`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({
        name: 'Bench',
        members: [{ name: 'Bench', role: 'parent', emoji: '👩' }],
      }),
    })
  ).json()) as { id: string };

  const arrivals: number[][] = [];
  const sockets = await Promise.all(
    Array.from({ length: SOCKETS }, (_, index) => {
      // Node's WebSocket (undici) takes headers: the session cookie and the app's Origin.
      const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/spaces/${space.id}/live`, {
        headers: { cookie, origin },
      } as unknown as string[]);
      arrivals[index] = [];
      socket.addEventListener('message', (event) => {
        if (String(event.data).includes('tasks.changed')) arrivals[index]?.push(performance.now());
      });
      return new Promise<WebSocket>((resolve, reject) => {
        socket.addEventListener('open', () => resolve(socket));
        socket.addEventListener('error', () => reject(new Error('live socket refused')));
      });
    }),
  );

  const toEvent: number[] = [];
  const toData: number[] = [];
  const toResponse: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const name = `Tâche ${i}`;
    const sent = performance.now();
    const answered = await fetch(`${baseUrl}/api/spaces/${space.id}/tasks`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ name, type: 'ecole', date: DAY, time: '08:00' }),
    }).then(async (response) => {
      await response.arrayBuffer();
      return performance.now();
    });
    // Every socket hears it (bounded wait), then a second client refetches as the SPA would.
    const deadline = answered + 5_000;
    while (arrivals.some((a) => (a?.length ?? 0) <= i) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    for (const a of arrivals) {
      const at = a?.[i];
      if (at !== undefined) toEvent.push(at - sent);
    }
    const first = Math.min(...arrivals.map((a) => a?.[i] ?? Number.POSITIVE_INFINITY));
    const refetch = await fetch(`${baseUrl}/api/spaces/${space.id}/tasks?from=${DAY}&to=${DAY}`, {
      headers: { cookie },
    });
    // Each series once (docs/decisions/012-compact-range.md): the new task is among them.
    const body = (await refetch.json()) as { series: { name: string }[] };
    if (body.series.some((task) => task.name === name)) toData.push(performance.now() - sent);
    toResponse.push(answered - sent);
    if (!Number.isFinite(first)) console.warn(`write ${i}: no socket heard it within 5 s`);
  }
  for (const socket of sockets) socket.close();

  // The hub is told in waitUntil, after the response is sent: the event usually lands while the
  // writer is still reading its response, so both are timed from the moment the write is sent.
  const response = summarize(toResponse);
  const events = summarize(toEvent);
  record(
    `Live event, ${SOCKETS} sockets of one space`,
    `${ms(events.median)} median`,
    `write sent → tasks.changed on each socket, ${events.n} arrivals of ${SOCKETS * WRITES}; p95 ${ms(events.p95)}, max ${ms(events.max)} (the write's own response: ${ms(response.median)} median)`,
  );
  const data = summarize(toData);
  record(
    'Live write to refetched data, second client',
    `${ms(data.median)} median`,
    `write sent → event → GET of the day shows the task; ${data.n} writes, p95 ${ms(data.p95)}, max ${ms(data.max)}`,
  );
}
