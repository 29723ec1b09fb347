import { CalendarArrowDown, Download, FileDown } from 'lucide-react';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { useRequest } from '../../../ui/form.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The file name the server chose (`foyer-export-2026-11-23.json`), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Saves an answer of the API client as a file (an expired session was renewed first). */
async function saveAnswer(response: Response, fallback: string): Promise<string> {
  // A refusal carries the server's French message.
  if (!response.ok) await readJson(response);
  const name = fileNameOf(response, fallback);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

async function downloadExport(): Promise<string> {
  return saveAnswer(await api.export.$get(), 'foyer-export.json');
}

/** The active space's planning as one .ics file, for a calendar application. */
async function downloadPlanning(spaceId: string): Promise<string> {
  const feeds = api.spaces[':spaceId']['calendar-feeds'];
  return saveAnswer(await feeds['planning.ics'].$get({ param: { spaceId } }), 'foyer-planning.ics');
}

/**
 * « Exporter mes données » (RGPD portability, docs/export-format.md): one JSON file of everything the
 * user can see in all their spaces, with each planning as iCalendar.
 */
export function DataExportSection() {
  const download = useRequest({
    request: downloadExport,
    onSuccess: (name) => toast.success('Export téléchargé', { description: name }),
    errorToast: "Impossible d'exporter vos données",
  });
  const { space } = useActiveSpace();
  const planning = useRequest({
    request: downloadPlanning,
    onSuccess: (name) => toast.success('Planning téléchargé', { description: name }),
    errorToast: 'Impossible de télécharger le planning',
  });
  return (
    <SettingsSection
      icon={FileDown}
      tone="bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300"
      title="Exporter mes données"
      summary="Vos données dans un fichier"
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          Téléchargez un fichier JSON avec votre compte et, pour chacun de vos espaces famille, les
          membres, profils, tâches et activités, mémos, listes et vos notifications, ainsi que le
          planning au format iCalendar (.ics). Votre mot de passe n'y figure pas.
        </p>
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => void download.run(undefined)}
          busy={download.busy}
          busyLabel="Préparation de l'export…"
        >
          <Download aria-hidden="true" className="size-5" />
          Télécharger mes données
        </Button>
        {space ? (
          <>
            <p className="text-sm text-muted">
              Le planning de l'espace « {space.name} » seul, à ouvrir dans votre application de
              calendrier (Google Agenda, Calendrier d'Apple, Outlook).
            </p>
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => void planning.run(space.id)}
              busy={planning.busy}
              busyLabel="Préparation du planning…"
            >
              <CalendarArrowDown aria-hidden="true" className="size-5" />
              Télécharger le planning (.ics)
            </Button>
          </>
        ) : null}
      </div>
    </SettingsSection>
  );
}
