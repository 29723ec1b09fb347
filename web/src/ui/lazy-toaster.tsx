import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterWanted } from '../lib/toast.ts';

const AppToaster = lazy(() =>
  import('./app-toaster.tsx').then(({ AppToaster }) => ({ default: AppToaster })),
);

/**
 * sonner's region (ui/app-toaster.tsx), mounted with the first message rather than on the first
 * paint (lib/toast.ts, docs/decisions/021-planning-first-visit.md).
 */
export function LazyToaster({ bottom }: { bottom?: string }) {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster {...(bottom ? { bottom } : {})} />
    </Suspense>
  );
}
