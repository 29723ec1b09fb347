import { version } from '../../package.json';
import { createRouter } from '../lib/create-app.ts';

export const health = createRouter().get('/', (c) => c.json({ ok: true as const, version }));
