import { Download, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { exactDateTime } from '#domain/french.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { newSession, type TestSession } from '../lib/test-session.ts';

/** The session itself: who tests, where, since when; export it, or start a new one. */
export function ActionsTab({
  session,
  onChange,
}: {
  session: TestSession;
  onChange: (session: TestSession) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const details = [
    { label: 'Identifiant', value: session.id },
    {
      label: 'Démarrée le',
      value: exactDateTime(new Date(session.startedAt)),
    },
    { label: 'Navigateur', value: session.environment.browser },
    { label: 'Système', value: session.environment.os },
    { label: 'Version', value: session.environment.version },
  ];

  function exportResults() {
    const blob = new Blob([JSON.stringify(session, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `session-de-test-${session.startedAt.slice(0, 10)}.json`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="flex flex-col gap-4">
      <Card asChild>
        <section aria-labelledby="test-session-title" className="flex flex-col gap-3">
          <h2 id="test-session-title" className="text-lg font-bold text-app">
            Session de test
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {details.map((detail) => (
              <div key={detail.label} className="contents">
                <dt className="text-muted">{detail.label}</dt>
                <dd className="min-w-0 break-all text-app">{detail.value}</dd>
              </div>
            ))}
          </dl>
          <TextField
            label="Testeur"
            autoComplete="name"
            defaultValue={session.tester}
            key={session.id}
            onBlur={(event) => {
              const tester = event.currentTarget.value.trim();
              if (tester !== session.tester) onChange({ ...session, tester });
            }}
          />
        </section>
      </Card>
      <Button variant="secondary" onClick={exportResults}>
        <Download aria-hidden="true" className="size-5" />
        Exporter les résultats
      </Button>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <RotateCcw aria-hidden="true" className="size-5" />
        Nouvelle session
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Nouvelle session"
        description="Les résultats de la session en cours seront effacés."
        confirmLabel="Commencer une nouvelle session"
        destructive
        onConfirm={() => {
          onChange(newSession(new Date(), navigator.userAgent, session.tester));
          setConfirming(false);
          toast.success('Nouvelle session de test commencée');
        }}
      />
    </div>
  );
}
