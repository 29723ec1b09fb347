/**
 * Web Push on each device (docs/decisions/014-web-push.md): what the SPA sends to register a device,
 * what the API answers, the French texts of Réglages › « Notifications sur cet appareil », and the
 * payload the service worker shows. Shared by the Worker, the SPA and the service worker.
 */
import { z } from './validation.ts';

export const PUSH_MESSAGES = {
  invalidSubscription: 'Abonnement aux notifications invalide',
  deviceNotFound: 'Appareil introuvable',
  notConfigured: 'Les notifications ne sont pas configurées sur ce serveur',
  enabled: 'Notifications activées sur cet appareil',
  disabled: 'Notifications désactivées sur cet appareil',
  removed: 'Appareil retiré',
  testTitle: 'Foyer',
  testBody: 'Les notifications fonctionnent sur cet appareil.',
  /** After a test: how many devices the push services accepted it for. */
  testSent: (count: number) =>
    count === 0
      ? "Aucun appareil n'a pu être joint"
      : `Notification de test envoyée à ${count} appareil${count > 1 ? 's' : ''}`,
} as const;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** `PushSubscription.toJSON()`: the endpoint and the keys that encrypt for the device. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string(PUSH_MESSAGES.invalidSubscription)
    .max(2048, PUSH_MESSAGES.invalidSubscription)
    .url(PUSH_MESSAGES.invalidSubscription),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // 65 bytes (uncompressed P-256 point) and 16 bytes, base64url.
    p256dh: z
      .string(PUSH_MESSAGES.invalidSubscription)
      .length(87, PUSH_MESSAGES.invalidSubscription)
      .regex(base64url, PUSH_MESSAGES.invalidSubscription),
    auth: z
      .string(PUSH_MESSAGES.invalidSubscription)
      .min(22, PUSH_MESSAGES.invalidSubscription)
      .max(24, PUSH_MESSAGES.invalidSubscription)
      .regex(base64url, PUSH_MESSAGES.invalidSubscription),
  }),
});

export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** This device's endpoint, to unsubscribe it or to test it alone. */
export const pushEndpointSchema = z.object({
  endpoint: z
    .string(PUSH_MESSAGES.invalidSubscription)
    .max(2048, PUSH_MESSAGES.invalidSubscription)
    .url(PUSH_MESSAGES.invalidSubscription),
});

/** A device of the signed-in user, as Réglages lists it. */
export interface PushDeviceView {
  id: string;
  /** « Chrome sur Android ». */
  label: string;
  /** The push service URL: lets the SPA tell which row is this device. */
  endpoint: string;
  createdAt: string;
  lastUsedAt: string;
  lastPushAt: string | null;
}

/** What the service worker receives (JSON, encrypted) and shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** One notification per reminder: a repeat replaces it instead of stacking. */
  tag: string;
  /** The screen a click opens, a path of the SPA. */
  url: string;
}
