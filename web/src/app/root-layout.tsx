import { Outlet } from 'react-router';
import { PageFrame } from '../public/public-frame.tsx';
import { Providers } from './providers.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function RootLayout() {
  return (
    <Providers>
      <PageFrame>
        <UpdatePrompt />
        <Outlet />
      </PageFrame>
    </Providers>
  );
}
