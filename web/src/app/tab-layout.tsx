import { Outlet } from 'react-router';
import { BottomNav, SideNav } from './bottom-nav.tsx';

/**
 * The screens with the tab bar (dashboard, planning, lists, notifications, settings): the screen,
 * then room at the bottom so that the bar never hides its last line. From 1024 px the tabs are a
 * side column instead, and the screen sits beside it: the same routes and screens, wider.
 */
export function TabLayout() {
  return (
    <>
      <div className="min-h-dvh bg-app pb-[calc(4.5rem+env(safe-area-inset-bottom))] lg:pb-0 lg:pl-52">
        <Outlet />
      </div>
      <SideNav />
      <BottomNav />
    </>
  );
}
