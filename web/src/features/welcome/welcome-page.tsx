import { clsx } from 'clsx';
import { CalendarDays, type LucideIcon, MessageCircleHeart, Volleyball } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ThemeToggle } from '../../ui/theme-toggle.tsx';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  tone: string;
}

const FEATURES: Feature[] = [
  {
    icon: CalendarDays,
    title: 'Planning intelligent',
    text: "Gérez les créneaux d'école, les rendez-vous et les trajets de chacun.",
    tone: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  },
  {
    icon: Volleyball,
    title: 'Gestion des activités',
    text: 'Sports, loisirs et événements familiaux, au même endroit.',
    tone: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  },
  {
    icon: MessageCircleHeart,
    title: 'Collaboration familiale',
    text: 'Des listes partagées et une communication simple entre vous.',
    tone: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  },
];

export function WelcomePage() {
  return (
    <div className="min-h-dvh bg-app">
      <div className="mx-auto flex min-h-dvh max-w-md flex-col px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] md:max-w-2xl">
        <header className="flex justify-end">
          <ThemeToggle />
        </header>

        <main id="contenu" className="flex flex-1 flex-col">
          <section className="flex flex-col items-center pt-4 pb-8 text-center">
            <img
              src="/favicon.svg"
              alt=""
              width={80}
              height={80}
              className="mb-5 size-20 rounded-3xl shadow-lg shadow-blue-600/20"
            />
            <h1 className="text-4xl font-extrabold tracking-tight text-app">Foyer</h1>
            <p className="mt-3 max-w-xs text-lg text-muted md:max-w-md">
              Organisez vos journées en famille avec simplicité et sérénité
            </p>
          </section>

          <ul className="grid gap-3 md:grid-cols-3" aria-label="Fonctionnalités">
            {FEATURES.map(({ icon: Icon, title, text, tone }) => (
              <Card key={title} asChild className="flex items-start gap-4 md:flex-col md:gap-3">
                <li>
                  <span
                    className={clsx('grid size-12 shrink-0 place-items-center rounded-xl', tone)}
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h2 className="font-semibold text-app">{title}</h2>
                    <p className="text-sm text-muted">{text}</p>
                  </div>
                </li>
              </Card>
            ))}
          </ul>

          <div className="mt-auto flex flex-col gap-3 pt-8 md:mx-auto md:w-80">
            <Button asChild size="lg">
              <a href={paths.login}>Me connecter</a>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href={paths.signup}>Première utilisation</a>
            </Button>
          </div>
        </main>

        <footer className="flex flex-wrap justify-center gap-x-4 pt-6 text-center text-sm text-muted">
          <a
            href={paths.terms}
            className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
          >
            Conditions d'utilisation
          </a>
          <a
            href={paths.privacy}
            className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
          >
            Politique de confidentialité
          </a>
          <span className="inline-flex min-h-11 items-center">Version 1.0</span>
        </footer>
      </div>
    </div>
  );
}
