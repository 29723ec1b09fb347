import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';

export function NotFoundPage() {
  return (
    <main id="contenu" className="grid min-h-dvh place-items-center bg-app p-6 text-center">
      <div className="max-w-sm space-y-4">
        <p aria-hidden="true" className="text-6xl font-extrabold text-primary">
          404
        </p>
        {/* The brief's words, then the French the rest of the app speaks. */}
        <h1 lang="en" className="text-2xl font-bold">
          Oops! Page not found
        </h1>
        <p className="text-xl font-semibold text-app">Page introuvable</p>
        <p className="text-muted">La page que vous cherchez n'existe pas ou a été déplacée.</p>
        <Button asChild>
          <Link to={paths.home}>
            <Home aria-hidden="true" className="size-5" />
            Retour à l'accueil
          </Link>
        </Button>
      </div>
    </main>
  );
}
