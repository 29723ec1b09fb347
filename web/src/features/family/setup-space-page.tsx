import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Trash2, UserPlus, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { INVITATION_MESSAGES } from '#domain/invitations.ts';
import { SPACE_MESSAGES, SPACE_NAME_MAX_LENGTH } from '#domain/spaces.ts';
import { suggestedTimeZone } from '#domain/time-zones.ts';
import { spacesQueryOptions } from '../../lib/active-space.ts';
import { paths } from '../../lib/paths.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AddMemberCard } from './components/add-member-card.tsx';
import { BackOrSignOut } from './components/back-or-sign-out.tsx';
import { roleLabel } from './components/choice-fields.tsx';
import { JoinSpaceForm } from './components/join-space-form.tsx';
import { ResumeJoinLink } from './components/resume-join-link.tsx';
import { ScreenLayout } from './components/screen-layout.tsx';
import {
  type DraftMember,
  isSpaceDraft,
  memberCountLabel,
  SPACE_EMOJI,
  type SpaceDraft,
} from './components/space-draft.ts';
import { TimeZoneField } from './components/time-zone-field.tsx';
import { useEnterJoinedSpace } from './enter-joined-space.ts';

export function SetupSpacePage() {
  const location = useLocation();
  const draft = isSpaceDraft(location.state) ? location.state : null;
  const spaces = useQuery(spacesQueryOptions());
  const signOut = useSignOut();
  // A family that already has spaces came from the chooser; without any, this is the first screen
  // after signing up, and going back means signing out (docs/product.md#routes-and-guards).
  const backTo = spaces.data && spaces.data.length > 0 ? paths.joinSpace : null;

  return (
    <ScreenLayout
      title="Votre espace famille"
      description="Créez l'espace de votre famille, ou rejoignez celui d'un proche avec son code."
      back={<BackOrSignOut to={backTo} />}
      emblem={SPACE_EMOJI}
    >
      <ResumeJoinLink />
      <Tabs defaultValue="create">
        <TabsList aria-label="Créer ou rejoindre un espace" className="mb-5">
          <TabsTrigger value="create">Créer</TabsTrigger>
          <TabsTrigger value="join">Rejoindre</TabsTrigger>
        </TabsList>
        {/* Kept mounted: a look at the join tab must not lose the members typed so far. */}
        <TabsContent value="create" forceMount>
          <CreateTab draft={draft} />
        </TabsContent>
        <TabsContent value="join">
          <JoinTab />
        </TabsContent>
      </Tabs>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* The account needs no space: its deletion and export are one tap away from here. */}
        <Button asChild variant="ghost" className="text-muted">
          <Link to={paths.account}>
            <UserRound aria-hidden="true" className="size-5" />
            Mon compte
          </Link>
        </Button>
        <Button
          variant="ghost"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          className="text-muted"
        >
          Se déconnecter
        </Button>
      </div>
    </ScreenLayout>
  );
}

function CreateTab({ draft }: { draft: SpaceDraft | null }) {
  const navigate = useNavigate();
  const nameId = useId();
  const [name, setName] = useState(draft?.name ?? '');
  const [timezone, setTimezone] = useState(
    () => draft?.timezone ?? suggestedTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  const [members, setMembers] = useState<DraftMember[]>(draft?.members ?? []);
  const nameTooLong = name.trim().length > SPACE_NAME_MAX_LENGTH;
  const blocker = !name.trim()
    ? SPACE_MESSAGES.createNameRequired
    : nameTooLong
      ? SPACE_MESSAGES.nameTooLong
      : members.length === 0
        ? SPACE_MESSAGES.membersRequired
        : null;

  const onContinue = (event: React.FormEvent) => {
    event.preventDefault();
    if (blocker) return;
    const state: SpaceDraft = { name: name.trim(), members, timezone };
    navigate(paths.spaceSummary, { state });
  };

  return (
    <form noValidate onSubmit={onContinue} className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 sm:p-6">
        <TextField
          id={nameId}
          label="Nom de l'espace famille"
          placeholder="Ex. Famille Martin"
          autoComplete="off"
          autoCapitalize="words"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameTooLong ? SPACE_MESSAGES.nameTooLong : undefined}
          required
        />
        <TimeZoneField
          current={timezone}
          value={timezone}
          onChange={(event) => setTimezone(event.target.value)}
        />
      </Card>

      <DraftMembers members={members} setMembers={setMembers} />

      <ContinueButton blocker={blocker} />
    </form>
  );
}

/** « Membres de la famille » of the draft: its cards, then the card that adds one (open at first). */
function DraftMembers({
  members,
  setMembers,
}: {
  members: DraftMember[];
  setMembers: React.Dispatch<React.SetStateAction<DraftMember[]>>;
}) {
  const [adding, setAdding] = useState(members.length === 0);
  return (
    <section aria-labelledby="membres-titre" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between px-1">
        <h2 id="membres-titre" className="text-lg font-bold text-app">
          Membres de la famille
        </h2>
        {members.length > 0 ? (
          <span className="text-sm text-muted">{memberCountLabel(members.length)}</span>
        ) : null}
      </div>
      {members.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {members.map((member) => (
            <li key={member.key}>
              <DraftMemberCard
                member={member}
                onRemove={() =>
                  setMembers((list) => list.filter((item) => item.key !== member.key))
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {adding ? (
        <AddMemberCard
          onAdd={(member) => {
            setMembers((list) => [...list, member]);
            setAdding(false);
          }}
          onCancel={members.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)} className="border-dashed">
          <UserPlus aria-hidden="true" className="size-5" />
          Ajouter un membre
        </Button>
      )}
    </section>
  );
}

/** A member of the draft: emoji, name, role, and its delete button. */
function DraftMemberCard({ member, onRemove }: { member: DraftMember; onRemove: () => void }) {
  return (
    <Card className="flex items-center gap-3 py-3">
      <span aria-hidden="true" className="text-3xl">
        {member.emoji}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-app">{member.name}</p>
        <p className="text-sm text-muted">{roleLabel(member.role)}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Supprimer ${member.name}`}
        title="Supprimer"
        className="text-red-700 dark:text-red-300"
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
    </Card>
  );
}

/** « Continuer », disabled with what is still missing said under it. */
function ContinueButton({ blocker }: { blocker: string | null }) {
  const blockerId = useId();
  return (
    <div className="flex flex-col gap-2 pt-2">
      <Button
        type="submit"
        size="lg"
        disabled={blocker !== null}
        aria-describedby={blocker ? blockerId : undefined}
      >
        Continuer
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>
      {blocker ? (
        <p id={blockerId} className="text-center text-sm text-muted">
          {blocker}
        </p>
      ) : null}
    </div>
  );
}

/** The join tab asks only for the code: the invitation must be in the account's name. */
function JoinTab() {
  const enter = useEnterJoinedSpace();
  return (
    <Card className="flex flex-col gap-5 sm:p-6">
      <p className="text-muted">
        Saisissez le code à 8 caractères reçu d'un membre de la famille. L'invitation doit être à
        votre nom.
      </p>
      <JoinSpaceForm
        askNames={false}
        onJoined={async (space, profileNote, profileId) => {
          toast.success(INVITATION_MESSAGES.joined, { description: profileNote });
          await enter(space, profileId);
        }}
      />
    </Card>
  );
}
