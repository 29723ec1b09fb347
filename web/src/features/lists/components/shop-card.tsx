import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SECTION_LABELS, type SectionId } from '#domain/sections.ts';
import {
  aisleMovedText,
  SHOP_NAME_MAX_LENGTH,
  type ShopCreateInput,
  type ShopView,
  shopCreateSchema,
} from '#domain/shops.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert, useFormSubmit, useRequest } from '../../../ui/form.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDeleteShop, useMoveAisle, useRenameShop } from '../api/shops.ts';

/** One shop: its name, « Renommer », « Supprimer » (after a confirmation) and its aisles' order. */
export function ShopCard({ spaceId, shop }: { spaceId: string; shop: ShopView }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteShop(spaceId, shop.id);
  const deletion = useRequest({
    request: () => remove.mutateAsync(),
    onSuccess: ({ message }) => {
      toast.success(message);
      setDeleting(false);
    },
    errorToast: 'Erreur',
  });
  const headingId = `magasin-${shop.id}`;
  return (
    <Card asChild className="flex flex-col gap-3">
      <section aria-labelledby={headingId}>
        <div className="flex items-center gap-2">
          <h2 id={headingId} className="min-w-0 flex-1 truncate text-lg font-bold text-app">
            {shop.name}
          </h2>
          <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Renommer
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Supprimer « ${shop.name} »`}
            title="Supprimer"
            className="text-red-600 dark:text-red-400"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <AisleOrder spaceId={spaceId} shop={shop} />
        <Dialog open={renaming} onOpenChange={setRenaming} title="Renommer le magasin">
          <RenameShopForm spaceId={spaceId} shop={shop} onDone={() => setRenaming(false)} />
        </Dialog>
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title="Supprimer le magasin ?"
          description={`« ${shop.name} » et son ordre des rayons seront supprimés pour toute la famille. Les listes qui le suivaient reprennent l’ordre habituel.`}
          confirmLabel="Supprimer"
          pendingLabel="Suppression..."
          destructive
          pending={deletion.busy}
          onConfirm={() => void deletion.run(undefined)}
        />
      </section>
    </Card>
  );
}

/**
 * The aisles in the shop's order, each with « Monter » and « Descendre »: buttons, not a drag, so
 * a keyboard and a screen reader move them too. The focus follows the aisle moved, and where it
 * went is said aloud.
 */
function AisleOrder({ spaceId, shop }: { spaceId: string; shop: ShopView }) {
  const moveAisle = useMoveAisle(spaceId, shop.id);
  const [said, setSaid] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<{ section: SectionId; step: -1 | 1 } | null>(null);
  // Once the moved aisle is drawn at its new place (moving its row's node took the focus away), the
  // focus goes to the same button of it, or to the other one when it reached an end.
  useLayoutEffect(() => {
    const moved = focusAfter.current;
    if (!moved || !shop.aisles) return;
    focusAfter.current = null;
    const row = list.current?.querySelector(`[data-aisle="${moved.section}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const wanted = moved.step === -1 ? buttons[0] : buttons[1];
    (wanted && !wanted.disabled ? wanted : buttons.find((button) => !button.disabled))?.focus();
  }, [shop.aisles]);
  const move = (section: SectionId, step: -1 | 1) => {
    const position = moveAisle(section, step);
    if (position === undefined) return;
    focusAfter.current = { section, step };
    setSaid(aisleMovedText(section, position));
  };
  return (
    <>
      <ol
        ref={list}
        aria-label={`Ordre des rayons de « ${shop.name} »`}
        className="flex flex-col divide-y divide-[var(--app-border)]"
      >
        {shop.aisles.map((section, index) => (
          <li key={section} data-aisle={section} className="flex items-center gap-2 py-1">
            <span aria-hidden="true" className="w-6 text-right text-sm text-muted tabular-nums">
              {index + 1}
            </span>
            <span className="min-w-0 flex-1 truncate text-app">{SECTION_LABELS[section]}</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Monter « ${SECTION_LABELS[section]} »`}
              disabled={index === 0}
              onClick={() => move(section, -1)}
            >
              <ArrowUp aria-hidden="true" className="size-5" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Descendre « ${SECTION_LABELS[section]} »`}
              disabled={index === shop.aisles.length - 1}
              onClick={() => move(section, 1)}
            >
              <ArrowDown aria-hidden="true" className="size-5" />
            </Button>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </>
  );
}

function RenameShopForm({
  spaceId,
  shop,
  onDone,
}: {
  spaceId: string;
  shop: ShopView;
  onDone: () => void;
}) {
  const rename = useRenameShop(spaceId, shop.id);
  const form = useForm<ShopCreateInput>({
    resolver: zodResolver(shopCreateSchema),
    defaultValues: { name: shop.name },
  });
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['name'],
    request: rename.mutateAsync,
    onSuccess: ({ message }) => {
      toast.success(message);
      onDone();
    },
    errorToast: 'Erreur',
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Nom du magasin"
        maxLength={SHOP_NAME_MAX_LENGTH}
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <FormAlert>{failure}</FormAlert>
      <FormActions onCancel={onDone} busy={busy} submitLabel={'Enregistrer'} />
    </form>
  );
}
