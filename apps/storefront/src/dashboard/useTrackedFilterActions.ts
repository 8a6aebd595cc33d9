import { useMutation } from '@tanstack/react-query';
import type { TrackedProduct } from '@wtkit/api-client';
import { dashboardMessages } from '@wtkit/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../errors';
import { mutations } from '../mutations';

type Tracked = Pick<TrackedProduct, '_id' | 'customName' | 'trackedSystemParts'>;

/**
 * Reset a part and Delete on the tracked filters' cards, with the error of the last one that
 * failed. The lists refresh through the mutations' invalidation. `onDeleted` runs once the
 * deleted card has left the page (its Delete button, which had focus, went with it); `onDone`
 * gets what to announce once a reset or a delete has succeeded.
 */
export function useTrackedFilterActions({
  tracked,
  onDeleted,
  onDone,
}: {
  tracked: readonly Tracked[];
  onDeleted: () => void;
  onDone: (announcement: string) => void;
}) {
  const reset = useMutation(mutations.resetTrackedPart());
  const remove = useMutation(mutations.deleteTrackedProduct());
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  useEffect(() => {
    if (deleted === null || tracked.some(({ _id }) => _id === deleted)) return;
    setDeleted(null);
    onDeleted();
  }, [deleted, tracked, onDeleted]);

  return {
    error,
    /** The part of this tracked filter being reset, if any. */
    resettingPartId: (id: string) =>
      reset.isPending && reset.variables?.id === id ? reset.variables.partId : null,
    isDeleting: (id: string) => remove.isPending && remove.variables === id,
    resetPart: (id: string, partId: string) => {
      setError(null);
      const part = tracked
        .find(({ _id }) => _id === id)
        ?.trackedSystemParts.find(({ _id }) => _id === partId);
      reset.mutate(
        { id, partId },
        {
          onSuccess: () => onDone(dashboardMessages.partReset(part?.partProductNameSnapshot ?? '')),
          onError: (cause) => setError(dashboardMessages.resetError(errorMessage(cause))),
        },
      );
    },
    remove: (id: string) => {
      setError(null);
      const name = tracked.find(({ _id }) => _id === id)?.customName ?? '';
      remove.mutate(id, {
        onSuccess: () => {
          setDeleted(id);
          onDone(dashboardMessages.trackedDeleted(name));
        },
        onError: (cause) => setError(dashboardMessages.deleteError(errorMessage(cause))),
      });
    },
  };
}
