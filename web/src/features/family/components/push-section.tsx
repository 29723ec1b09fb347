import { Bell, Send, Smartphone, X } from 'lucide-react';
import { useId } from 'react';
import { dayTitleAndTime } from '#domain/french.ts';
import { PUSH_MESSAGES, type PushDeviceView } from '#domain/push.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOnline } from '../../../lib/network.ts';
import {
  notificationPermission,
  PushPermissionError,
  PushSetupError,
  pushSupported,
} from '../../../lib/push.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Switch } from '../../../ui/switch.tsx';
import {
  usePushDevices,
  usePushKey,
  useRemoveDevice,
  useSetThisDevice,
  useTestPush,
  useThisDeviceEndpoint,
} from '../api/push.ts';
import { SettingsSection } from './settings-section.tsx';

export const PUSH_TEXTS = {
  title: 'Notifications sur cet appareil',
  switchLabel: 'Recevoir les rappels ici',
  switchHint: 'Même quand Foyer est fermé. Votre navigateur vous demandera l’autorisation.',
  unsupported:
    'Ce navigateur ne peut pas recevoir de notifications. Sur iPhone ou iPad, ajoutez d’abord Foyer à l’écran d’accueil (Partager › Sur l’écran d’accueil), puis ouvrez-le depuis son icône.',
  denied:
    'Les notifications sont bloquées pour Foyer dans ce navigateur. Autorisez-les dans les réglages du site (icône à gauche de l’adresse), puis réessayez.',
  offline: 'Hors ligne : reconnectez-vous à internet pour modifier les notifications.',
  devicesTitle: 'Mes appareils',
  noDevice: 'Aucun appareil ne reçoit encore vos rappels.',
  thisDevice: 'cet appareil',
  test: 'Tester',
  remove: 'Retirer',
} as const;

/** « Dernière utilisation : lundi 23 novembre à 18:05 ». */
export function lastUseText(device: Pick<PushDeviceView, 'lastUsedAt'>): string {
  return `Dernière utilisation : ${dayTitleAndTime(new Date(device.lastUsedAt))}`;
}

/**
 * Réglages › « Notifications sur cet appareil » (docs/decisions/014-web-push.md): a switch for this
 * device (the browser's permission prompt only once it is switched on), a test, and the account's
 * devices with their last use.
 */
export function PushSection() {
  const key = usePushKey();
  const devices = usePushDevices();
  const thisEndpoint = useThisDeviceEndpoint();
  const online = useOnline();
  const supported = pushSupported();
  const list = devices.data?.devices ?? [];
  const on =
    thisEndpoint.data != null && list.some((device) => device.endpoint === thisEndpoint.data);

  return (
    <SettingsSection
      icon={Bell}
      tone="bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300"
      title={PUSH_TEXTS.title}
      summary={!supported ? 'Non disponible' : on ? 'Activées' : 'Désactivées'}
    >
      <div className="flex flex-col gap-4">
        {!supported ? (
          <Notice>{PUSH_TEXTS.unsupported}</Notice>
        ) : key.data && key.data.publicKey === null ? (
          <Notice>{PUSH_MESSAGES.notConfigured}</Notice>
        ) : (
          <ThisDevice
            on={on}
            publicKey={key.data?.publicKey ?? null}
            endpoint={thisEndpoint.data ?? null}
            online={online}
          />
        )}
        <DeviceList devices={list} thisEndpoint={thisEndpoint.data ?? null} online={online} />
      </div>
    </SettingsSection>
  );
}

function Notice({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-xl bg-surface-muted p-3 text-sm text-app">
      {children}
    </p>
  );
}

function ThisDevice({
  on,
  publicKey,
  endpoint,
  online,
}: {
  on: boolean;
  publicKey: string | null;
  endpoint: string | null;
  online: boolean;
}) {
  const switchId = useId();
  const hintId = useId();
  const setThisDevice = useSetThisDevice();
  const test = useTestPush();
  const denied = notificationPermission() === 'denied';

  const toggle = (checked: boolean) => {
    if (!publicKey) return;
    setThisDevice.mutate(
      { on: checked, publicKey },
      {
        onSuccess: (nowOn) => toast.success(nowOn ? PUSH_MESSAGES.enabled : PUSH_MESSAGES.disabled),
        onError: (error) => {
          if (error instanceof PushPermissionError) {
            toast.error(
              error.permission === 'denied' ? PUSH_TEXTS.denied : 'Autorisation non accordée',
            );
          } else
            toast.error('Impossible de modifier les notifications', {
              description: error instanceof PushSetupError ? error.message : errorMessage(error),
            });
        },
      },
    );
  };

  return (
    <>
      <div className="flex min-h-11 items-center justify-between gap-4">
        <label htmlFor={switchId} className="flex cursor-pointer items-center gap-3 text-app">
          <Smartphone aria-hidden="true" className="size-5 shrink-0 text-muted" />
          <span>
            <span className="block font-semibold">{PUSH_TEXTS.switchLabel}</span>
            <span id={hintId} className="block text-sm text-muted">
              {PUSH_TEXTS.switchHint}
            </span>
          </span>
        </label>
        <Switch
          id={switchId}
          aria-describedby={hintId}
          checked={on}
          disabled={!online || !publicKey || setThisDevice.isPending || (denied && !on)}
          onCheckedChange={toggle}
        />
      </div>
      {!online ? <Notice>{PUSH_TEXTS.offline}</Notice> : null}
      {online && denied ? <Notice>{PUSH_TEXTS.denied}</Notice> : null}
      {on && endpoint ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={!online}
          busy={test.isPending}
          onClick={() =>
            test.mutate(endpoint, {
              onSuccess: (result) => toast.success(result.message),
              onError: (error) =>
                toast.error("Le test n'a pas pu être envoyé", { description: errorMessage(error) }),
            })
          }
        >
          <Send aria-hidden="true" className="size-5" />
          {PUSH_TEXTS.test}
        </Button>
      ) : null}
    </>
  );
}

function DeviceList({
  devices,
  thisEndpoint,
  online,
}: {
  devices: PushDeviceView[];
  thisEndpoint: string | null;
  online: boolean;
}) {
  const remove = useRemoveDevice();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="text-sm font-bold text-muted uppercase">
        {PUSH_TEXTS.devicesTitle}
      </h3>
      {devices.length === 0 ? (
        <p className="text-sm text-muted">{PUSH_TEXTS.noDevice}</p>
      ) : (
        <ul className="flex flex-col rounded-xl border border-app">
          {devices.map((device) => {
            const mine = device.endpoint === thisEndpoint;
            return (
              <li
                key={device.id}
                className="flex min-h-14 items-center gap-3 border-t border-app px-3 py-2 first:border-t-0"
              >
                <Smartphone aria-hidden="true" className="size-5 shrink-0 text-muted" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-app">
                    {device.label}
                    {mine ? (
                      <span className="ml-2 text-sm font-normal text-accent">
                        ({PUSH_TEXTS.thisDevice})
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted">{lastUseText(device)}</p>
                </div>
                {mine ? null : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`${PUSH_TEXTS.remove} ${device.label}`}
                    disabled={!online || remove.isPending}
                    onClick={() =>
                      remove.mutate(device.id, {
                        onSuccess: (result) => toast.success(result.message),
                        onError: (error) => toast.error(errorMessage(error)),
                      })
                    }
                  >
                    <X aria-hidden="true" className="size-5" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
