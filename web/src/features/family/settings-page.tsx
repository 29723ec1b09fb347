import { LogOut, Moon, Palette } from 'lucide-react';
import { useActiveSpace } from '../../lib/active-space.ts';
import { paths } from '../../lib/paths.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { useTheme } from '../../lib/theme.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SwitchField } from '../../ui/switch.tsx';
import { AboutSection } from './components/about-section.tsx';
import { AccountSection } from './components/account-section.tsx';
import { CalendarFeedSection } from './components/calendar-feed-section.tsx';
import { CalendarSubscriptionsSection } from './components/calendar-subscriptions-section.tsx';
import { CustodySection } from './components/custody-section.tsx';
import { DataExportSection } from './components/data-export-section.tsx';
import { InviteSection } from './components/invite-section.tsx';
import { NotificationPreferencesSection } from './components/notification-preferences-section.tsx';
import { ProfilesSection } from './components/profiles-section.tsx';
import { PushSection } from './components/push-section.tsx';
import { BackLink } from './components/screen-layout.tsx';
import { SettingsSection } from './components/settings-section.tsx';
import { SpacesSection } from './components/spaces-section.tsx';

/** Réglages (docs/product.md#spaces). Under RequireSpace: there is an active space. */
export function SettingsPage() {
  const { space } = useActiveSpace();
  const signOut = useSignOut();

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-6 sm:px-6 md:max-w-2xl">
      <header className="flex items-center">
        <BackLink to={paths.dashboard} />
      </header>
      <main id="contenu" className="flex flex-col gap-3 pt-2">
        <h1 className="mb-2 text-3xl font-extrabold tracking-tight text-app">Réglages</h1>
        {space ? (
          <>
            <ProfilesSection spaceId={space.id} spaceName={space.name} />
            <AccountSection />
            <PushSection />
            <NotificationPreferencesSection spaceId={space.id} />
            <InviteSection spaceId={space.id} spaceName={space.name} />
            <SpacesSection />
            <CalendarFeedSection spaceId={space.id} spaceName={space.name} />
            <CalendarSubscriptionsSection spaceId={space.id} isAdmin={space.isAdmin} />
            <CustodySection spaceId={space.id} />
            <DataExportSection />
          </>
        ) : null}
        <AppearanceSection />
        <AboutSection />
        <Card className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-bold text-app">Se déconnecter</h2>
            <p className="text-sm text-muted">Vous pourrez vous reconnecter à tout moment.</p>
          </div>
          <Button
            variant="outline"
            className="text-red-700 dark:text-red-300"
            onClick={() => signOut.mutate()}
            busy={signOut.isPending}
            busyLabel="Se déconnecter"
          >
            <LogOut aria-hidden="true" className="size-5" />
            Se déconnecter
          </Button>
        </Card>
        <p className="flex flex-wrap justify-center gap-x-4 pt-4 text-center text-sm text-muted">
          {/* The legal pages are documents of their own (prerendered): plain links. */}
          <a
            href={paths.terms}
            className="inline-flex min-h-11 items-center underline underline-offset-4"
          >
            Conditions d'utilisation
          </a>
          <a
            href={paths.privacy}
            className="inline-flex min-h-11 items-center underline underline-offset-4"
          >
            Politique de confidentialité
          </a>
          <span className="inline-flex min-h-11 items-center">Foyer · Version 1.0</span>
        </p>
      </main>
    </div>
  );
}

function AppearanceSection() {
  const { theme, setTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <SettingsSection
      icon={Palette}
      tone="bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
      title="Apparence"
      summary={dark ? 'Mode sombre' : 'Mode clair'}
    >
      <SwitchField
        label="Mode sombre"
        hint="Plus doux pour les yeux le soir."
        icon={Moon}
        checked={dark}
        onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
      />
    </SettingsSection>
  );
}
