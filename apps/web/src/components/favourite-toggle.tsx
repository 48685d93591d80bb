import { Button } from '@mantine/core';
import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import { useFavouriteChange, useFavourites } from '@/hooks/use-favourites';
import { notify } from '@/lib/notify';

const texts = favouritesTexts.toggle;

/**
 * 'Guardar en Mis agentes' / 'Quitar de Mis agentes' on an agent's card (PD-46): a toggle button
 * whose pressed state says whether the agent is saved. Until the list is read it is not offered,
 * so it never claims a state it does not know.
 */
export function FavouriteToggle({ agentId, name }: { agentId: string; name: string }) {
  const favourites = useFavourites();
  const change = useFavouriteChange();
  if (!favourites.data) return null;
  const saved = favourites.data.agents.some((agent) => agent.id === agentId);
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      aria-pressed={saved}
      aria-label={saved ? texts.removeLabel(name) : texts.saveLabel(name)}
      loading={change.isPending}
      onClick={() =>
        change.mutate(
          { agentId, saved: !saved },
          {
            onSuccess: () => notify('success', saved ? texts.removed(name) : texts.saved(name)),
            onError: () => notify('error', texts.failed),
          },
        )
      }
    >
      {saved ? texts.remove : texts.save}
    </Button>
  );
}
