import { useEffect, useMemo, useState } from 'react';
import { paths } from '../../lib/paths.ts';
import { useStoredValue } from '../../lib/stored-value.ts';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { ActionsTab } from './components/actions-tab.tsx';
import { DashboardTab } from './components/dashboard-tab.tsx';
import { ModulesTab } from './components/modules-tab.tsx';
import {
  newSession,
  parseSession,
  type TestSession,
  testSessionStore,
} from './lib/test-session.ts';

/**
 * /test-suite, the developer checklist (docs/product.md#developer-checklist): development builds
 * only. The router of a production build has no import of this file, so it is not even shipped.
 */
export function TestSuitePage() {
  const raw = useStoredValue(testSessionStore);
  const stored = useMemo(() => parseSession(raw), [raw]);
  const [tab, setTab] = useState('dashboard');

  // A first visit (or an unreadable session) starts a session at once.
  useEffect(() => {
    if (!stored) saveSession(newSession(new Date(), navigator.userAgent));
  }, [stored]);

  return (
    <>
      <ScreenHeader title="Suite de tests" backTo={paths.dashboard} />
      <main id="contenu" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-4 pb-10">
        <p className="text-muted">
          Liste de vérification manuelle pour les développeurs : cochez chaque test, la session
          reste dans ce navigateur.
        </p>
        {stored ? (
          <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-4">
            <TabsList aria-label="Sections de la suite de tests">
              <TabsTrigger value="dashboard">Tableau de bord</TabsTrigger>
              <TabsTrigger value="modules">Modules</TabsTrigger>
              <TabsTrigger value="actions">Actions</TabsTrigger>
            </TabsList>
            <TabsContent value="dashboard">
              <DashboardTab session={stored} onShowModules={() => setTab('modules')} />
            </TabsContent>
            <TabsContent value="modules">
              <ModulesTab session={stored} onChange={saveSession} />
            </TabsContent>
            <TabsContent value="actions">
              <ActionsTab session={stored} onChange={saveSession} />
            </TabsContent>
          </Tabs>
        ) : null}
      </main>
    </>
  );
}

function saveSession(session: TestSession) {
  testSessionStore.write(JSON.stringify(session));
}
