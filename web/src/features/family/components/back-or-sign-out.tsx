import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useSignOut } from '../../../lib/sign-out.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { BackLink } from './screen-layout.tsx';

/**
 * « Retour » of the first screens after signing in (docs/product.md#routes-and-guards): the screen
 * before, when the app has one (`to`); otherwise going back means leaving the account, so it asks to
 * sign out first: the sign-in pages would only send a signed-in user back here.
 */
export function BackOrSignOut({ to }: { to: string | null }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  if (to) return <BackLink to={to} />;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Se déconnecter ?"
      description="Vous reviendrez à l'écran de connexion. Vos espaces et leurs données restent enregistrés."
      confirmLabel="Se déconnecter"
      pending={signOut.isPending}
      pendingLabel="Déconnexion..."
      onConfirm={() => signOut.mutate(undefined, { onSettled: () => setOpen(false) })}
      trigger={
        <button
          type="button"
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 font-semibold text-app transition-colors hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Retour
        </button>
      }
    />
  );
}
