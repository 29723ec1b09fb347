import { LogOut } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { Button } from '../../ui/button.tsx';
import { AccountSection } from './components/account-section.tsx';
import { DataExportSection } from './components/data-export-section.tsx';
import { ScreenLayout } from './components/screen-layout.tsx';

/**
 * « Mon compte » for a signed-in user with or without a space (docs/product.md#routes-and-guards):
 * the names, password, devices, « Exporter mes données » and « Supprimer mon compte » of Réglages,
 * so that erasure and portability never wait for a family space to be created.
 */
export function AccountPage() {
  const signOut = useSignOut();
  return (
    <ScreenLayout
      title="Mon compte"
      description="Vos informations, vos appareils, vos données."
      // `/` sends a signed-in user on: today, the chooser, or the space set-up without any space.
      backTo={paths.home}
    >
      <div className="flex flex-col gap-3">
        <AccountSection defaultOpen />
        <DataExportSection />
      </div>
      <div className="mt-8 text-center">
        <Button
          variant="ghost"
          onClick={() => signOut.mutate()}
          busy={signOut.isPending}
          busyLabel="Se déconnecter"
          className="text-muted"
        >
          <LogOut aria-hidden="true" className="size-5" />
          Se déconnecter
        </Button>
      </div>
    </ScreenLayout>
  );
}
