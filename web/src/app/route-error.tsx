import { RotateCw } from 'lucide-react';
import { Button } from '../ui/button.tsx';

/** Shown when a screen fails to load or render (e.g. a chunk gone after a deploy). */
export function RouteError() {
  return (
    <main className="grid min-h-dvh place-items-center bg-app p-6 text-center">
      <div className="max-w-sm space-y-4">
        <h1 className="text-2xl font-bold">Une erreur inattendue s'est produite</h1>
        <p className="text-muted">Rechargez la page pour réessayer.</p>
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-5" />
          Recharger
        </Button>
      </div>
    </main>
  );
}
