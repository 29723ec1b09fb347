import { Outlet } from 'react-router';
import { Providers } from './providers.tsx';
import { StatusBanner } from './status-banner.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function RootLayout() {
  return (
    <Providers>
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:p-3"
      >
        Aller au contenu
      </a>
      <StatusBanner />
      <UpdatePrompt />
      <Outlet />
    </Providers>
  );
}
