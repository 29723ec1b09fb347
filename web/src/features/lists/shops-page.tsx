import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { SHOP_NAME_MAX_LENGTH, type ShopCreateInput, shopCreateSchema } from '#domain/shops.ts';
import { useActiveSpace } from '../../lib/active-space.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { loadState, OFFLINE_TEXTS } from '../../lib/network.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormAlert, useFormSubmit } from '../../ui/form.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LoadError, OfflineState } from '../../ui/state-views.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { shopsQueryOptions, useCreateShop } from './api/shops.ts';
import { ShopCard } from './components/shop-card.tsx';

/**
 * /magasins: the family's shops, each with its own aisle order, which a shopping list follows once
 * chosen on its screen (docs/decisions/083-shops-and-aisle-order.md).
 */
export function ShopsPage() {
  const { space } = useActiveSpace();
  const spaceId = space?.id ?? '';
  const shops = useQuery({ ...shopsQueryOptions(spaceId), enabled: Boolean(spaceId) });
  const state = loadState(shops);
  return (
    <>
      <ScreenHeader title="Magasins" backTo={paths.lists} />
      <main id="contenu" className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 pt-4 pb-6">
        <p className="text-muted">
          Chaque magasin a son ordre des rayons. Choisissez-le sur une liste de courses : ses
          éléments suivent cet ordre.
        </p>
        {spaceId ? <NewShopForm spaceId={spaceId} /> : null}
        {state === 'offline' ? (
          <OfflineState message={OFFLINE_TEXTS.lists} onRetry={() => void shops.refetch()} />
        ) : state === 'error' ? (
          <LoadError message={errorMessage(shops.error)} onRetry={() => void shops.refetch()} />
        ) : state === 'loading' || !shops.data ? (
          <Spinner label="Chargement des magasins..." />
        ) : shops.data.length === 0 ? (
          <Card className="text-center text-muted">
            Aucun magasin pour le moment : les listes suivent l’ordre habituel des rayons.
          </Card>
        ) : (
          <ul className="flex flex-col gap-3">
            {shops.data.map((shop) => (
              <li key={shop.id}>
                <ShopCard spaceId={spaceId} shop={shop} />
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}

function NewShopForm({ spaceId }: { spaceId: string }) {
  const create = useCreateShop(spaceId);
  const form = useForm<ShopCreateInput>({
    resolver: zodResolver(shopCreateSchema),
    defaultValues: { name: '' },
  });
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['name'],
    request: create.mutateAsync,
    onSuccess: ({ message }) => {
      toast.success(message);
      form.reset({ name: '' });
    },
    errorToast: 'Erreur',
  });
  return (
    <Card asChild>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextField
          label="Nouveau magasin"
          placeholder="Carrefour, Marché…"
          maxLength={SHOP_NAME_MAX_LENGTH}
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" busy={busy} className="self-start">
          <Plus aria-hidden="true" className="size-5" />
          Ajouter le magasin
        </Button>
      </form>
    </Card>
  );
}
