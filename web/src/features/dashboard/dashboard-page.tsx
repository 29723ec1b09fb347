import { LogOut } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { ThemeToggle } from '../../ui/theme-toggle.tsx';
// The session belongs to the auth feature; every signed-in screen reads it and can sign out.
import { useMe } from '../auth/api/get-me.ts';
import { useSignOut } from '../auth/api/sign-out.ts';

/** A placeholder until the planning area's dashboard (second spec) replaces it. */
export function Component() {
  const me = useMe();
  const signOut = useSignOut();
  return (
    <div className="min-h-dvh bg-app">
      <div className="mx-auto flex min-h-dvh max-w-md flex-col px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] md:max-w-2xl">
        <header className="flex justify-end">
          <ThemeToggle />
        </header>
        <main
          id="contenu"
          className="flex flex-1 flex-col items-center justify-center gap-6 text-center"
        >
          <h1 className="text-3xl font-extrabold tracking-tight text-app">
            Bonjour {me.data?.firstName} !
          </h1>
          <p className="text-muted">Le tableau de bord de votre famille arrive bientôt.</p>
          <Button
            variant="outline"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
            aria-busy={signOut.isPending}
          >
            <LogOut aria-hidden="true" className="size-5" />
            Se déconnecter
          </Button>
        </main>
      </div>
    </div>
  );
}
