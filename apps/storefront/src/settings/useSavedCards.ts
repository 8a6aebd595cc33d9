import { useMutation, useQuery } from '@tanstack/react-query';
import type { TestCard } from '@wtkit/ui';
import { useState } from 'react';
import { queries } from '../apiClient';
import { errorMessage } from '../errors';
import { mutations } from '../mutations';

/**
 * The settings page's saved cards: the list, Remove, and saving a test-provider card (a setup
 * intent, then the card that confirms it). `saved` counts the cards saved, so the host can start
 * a fresh form after each.
 */
export function useSavedCards(enabled: boolean) {
  const cards = useQuery({ ...queries.listPaymentMethods(), enabled });
  const createSetupIntent = useMutation(mutations.createSetupIntent());
  const savePaymentMethod = useMutation(mutations.savePaymentMethod());
  const deletePaymentMethod = useMutation(mutations.deletePaymentMethod());
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);

  const saveTestCard = async (card: TestCard) => {
    setError(null);
    try {
      const setup = await createSetupIntent.mutateAsync();
      await savePaymentMethod.mutateAsync({ setupIntentId: setup.data.setupIntentId, card });
      setSaved((count) => count + 1);
    } catch (cause) {
      setError(errorMessage(cause));
    }
  };

  const remove = (id: string) => {
    setError(null);
    deletePaymentMethod.mutate(id, { onError: (cause) => setError(errorMessage(cause)) });
  };

  return {
    cards: cards.data?.data ?? (cards.isError ? [] : undefined),
    error: error ?? (cards.isError ? errorMessage(cards.error) : null),
    isSaving: createSetupIntent.isPending || savePaymentMethod.isPending,
    removingId: deletePaymentMethod.isPending ? deletePaymentMethod.variables : null,
    saved,
    saveTestCard,
    remove,
  };
}
