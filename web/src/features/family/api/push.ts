import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import {
  currentSubscription,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../../../lib/push.ts';

/** Web Push keys: the account's devices, not a space's data. */
export const pushKeys = {
  all: () => ['push'] as const,
  key: () => ['push', 'key'] as const,
  devices: () => ['push', 'devices'] as const,
  thisDevice: () => ['push', 'this-device'] as const,
};

/** The server's VAPID public key; null when push is not configured there. */
export function usePushKey() {
  return useQuery({
    queryKey: pushKeys.key(),
    queryFn: () => readJson(api.push.key.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The signed-in user's devices with their last use. */
export function usePushDevices() {
  return useQuery({
    queryKey: pushKeys.devices(),
    queryFn: () => readJson(api.push.subscriptions.$get()),
  });
}

/** This browser's push endpoint, or null if it has no subscription. */
export function useThisDeviceEndpoint() {
  return useQuery({
    queryKey: pushKeys.thisDevice(),
    queryFn: async () => (await currentSubscription())?.endpoint ?? null,
    networkMode: 'always',
  });
}

export function useSetThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ on, publicKey }: { on: boolean; publicKey: string }) => {
      if (on) await subscribeThisDevice(publicKey);
      else await unsubscribeThisDevice();
      return on;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.all() }),
  });
}

export function useTestPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) => readJson(api.push.test.$post({ json: { endpoint } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) =>
      readJson(api.push.subscriptions[':deviceId'].$delete({ param: { deviceId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}
