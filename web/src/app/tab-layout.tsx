import { Outlet } from 'react-router';
import { BottomNav } from './bottom-nav.tsx';

/**
 * The screens with the bottom tab bar (dashboard, planning, lists, notifications, settings): the
 * screen, then room at the bottom so that the bar never hides its last line.
 */
export function TabLayout() {
  return (
    <>
      <div className="min-h-dvh bg-app pb-[calc(4.5rem+env(safe-area-inset-bottom))]">
        <Outlet />
      </div>
      <BottomNav />
    </>
  );
}
