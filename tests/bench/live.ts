/**
 * Live fan-out: 50 sockets of one family space on the wrangler dev of run.ts, spread over 5 member
 * accounts (the hub keeps at most LIVE_LIMITS.socketsPerUser = 10 per account and closes the oldest
 * beyond). For each of 30 task creations, the time from sending the write to the `tasks.changed`
 * event on every socket, and to the new task in a second client's refetch of the week (what a
 * parent's other phone waits for). Sequential writes, bounded in count; loopback only.
 */
import { ms, summarize } from './measure.ts';

type Record_ = (what: string, value: string, how: string) => void;

const SOCKETS = 50;
/** Accounts sharing the sockets: each under the hub's cap of sockets per account. */
const ACCOUNTS = 5;
const WRITES = 30;
const DAY = '2031-03-03';

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** A new account, signed up and signed in: its cookie. */
async function signUp(baseUrl: string, firstName: string, lastName: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      firstName,
      lastName,
      email: `bench-live-${lastName.toLowerCase()}-${Date.now()}@famille.test`,
      password: 'Bench-Live-2031-long',
    }),
  });
  if (!response.ok) throw new Error(`bench live signup: ${response.status}`);
  return cookieOf(response);
}

/** `request`'s JSON answer, or an error naming the step that failed. */
async function answer<T>(step: string, request: Promise<Response>): Promise<T> {
  const response = await request;
  if (!response.ok)
    throw new Error(`bench live ${step}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A space of the first account, joined by ACCOUNTS − 1 others through invitations: every cookie. */
async function familyOfAccounts(baseUrl: string): Promise<{ spaceId: string; cookies: string[] }> {
  const json = { 'content-type': 'application/json', origin: baseUrl };
  const owner = await signUp(baseUrl, 'Bench', 'Live');
  const post = (path: string, cookie: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const space = await answer<{ id: string }>(
    'space',
    post('/api/spaces', owner, {
      name: 'Bench',
      members: [{ name: 'Bench', role: 'parent', emoji: '👩' }],
    }),
  );
  const cookies = [owner];
  for (let n = 1; n < ACCOUNTS; n++) {
    const lastName = `Membre${'abcdefgh'[n]}`;
    const { code } = await answer<{ code: string }>(
      'code',
      post(`/api/spaces/${space.id}/invitations/code`, owner),
    );
    await answer(
      'invitation',
      post(`/api/spaces/${space.id}/invitations`, owner, {
        code,
        invitedFirstName: 'Bench',
        invitedLastName: lastName,
      }),
    );
    const member = await signUp(baseUrl, 'Bench', lastName);
    await answer('join', post('/api/invitations/join', member, { code }));
    cookies.push(member);
  }
  return { spaceId: space.id, cookies };
}

export async function benchLive(baseUrl: string, record: Record_) {
  const origin = baseUrl;
  const json = { 'content-type': 'application/json', origin };
  const { spaceId, cookies } = await familyOfAccounts(baseUrl);
  const [cookie = ''] = cookies;
  const space = { id: spaceId };

  const arrivals: number[][] = [];
  const sockets = await Promise.all(
    Array.from({ length: SOCKETS }, (_, index) => {
      // Node's WebSocket (undici) takes headers: the session cookie and the app's Origin.
      const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/spaces/${space.id}/live`, {
        headers: { cookie: cookies[index % ACCOUNTS], origin },
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
    `Live event, ${SOCKETS} sockets of one space (${ACCOUNTS} accounts)`,
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
