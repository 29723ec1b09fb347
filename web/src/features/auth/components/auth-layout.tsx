import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form.tsx';
import { ThemeToggle } from '../../../ui/theme-toggle.tsx';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  /** Where "Retour" leads; no "Retour" without it. */
  backTo?: string;
  children: ReactNode;
  /** Under the card: the way to the other account screen. */
  footer?: ReactNode;
}

/** The account screens' frame: phone first, a centred card on wider screens, like the welcome page. */
export function AuthLayout({ title, description, backTo, children, footer }: AuthLayoutProps) {
  return (
    <div className="min-h-dvh bg-app">
      <div className="mx-auto flex min-h-dvh max-w-md flex-col px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:px-5">
        <header className="flex items-center justify-between">
          {backTo ? (
            <a
              href={backTo}
              className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 font-semibold text-app transition-colors hover:bg-surface-muted"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              Retour
            </a>
          ) : (
            <span />
          )}
          <ThemeToggle />
        </header>

        <main id="contenu" className="flex flex-1 flex-col pt-2 sm:justify-center sm:pb-10">
          <div className="mb-6 flex flex-col items-center text-center">
            <img
              src="/favicon.svg"
              alt=""
              width={56}
              height={56}
              className="mb-4 size-12 rounded-2xl shadow-lg shadow-blue-600/20 sm:size-14"
            />
            <h1 className="text-2xl font-extrabold tracking-tight text-app sm:text-3xl">{title}</h1>
            {description ? <p className="mt-2 text-muted">{description}</p> : null}
          </div>
          {/* A card from tablets up; on a phone the form takes the whole width (long placeholders fit). */}
          <Card className="max-sm:border-0 max-sm:bg-transparent max-sm:p-0 max-sm:shadow-none sm:p-7">
            {children}
          </Card>
          {footer ? <div className="mt-6 text-center text-muted">{footer}</div> : null}
        </main>
      </div>
    </div>
  );
}

/**
 * A link in the body text, big enough to tap. A plain link, like « Retour »: these screens' links
 * lead to the prerendered public pages, which are documents of their own, not the app's routes
 * (docs/decisions/020-prerendered-public-pages.md).
 */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={to}
      className="-mx-1 inline-flex min-h-11 items-center rounded-lg px-1 font-semibold text-accent underline-offset-4 hover:underline"
    >
      {children}
    </a>
  );
}

/** The end of an account form: the form's message (FormAlert), then its full-width submit button. */
export function AuthSubmit({
  failure,
  busy,
  busyLabel,
  children,
}: {
  failure: string | null;
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert>{failure}</FormAlert>
      {/* `data-busy-label`: said by index.css from the tap, while a prerendered page is still
          hydrating and theme-init.js holds its submission. */}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        busy={busy}
        busyLabel={busyLabel}
        data-busy-label={busyLabel}
      >
        {children}
      </Button>
    </>
  );
}
