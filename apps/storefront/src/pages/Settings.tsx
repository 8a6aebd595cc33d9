import { useMutation, useQuery } from '@tanstack/react-query';
import {
  SAVED_TEST_CARDS,
  type SettingsOutput,
  settingsFromHouseData,
  settingsMessages,
  toHouseData,
} from '@wtkit/domain';
import { accountStrings, SavedCards, SettingsForm, TestCardForm, useStringAreas } from '@wtkit/ui';
import { useState } from 'react';
import { queries } from '../apiClient';
import { paymentProvider } from '../checkout/paymentProvider';
import { errorMessage } from '../errors';
import { mutations } from '../mutations';
import { SignedInFormPage } from '../SignedInFormPage';
import { useToken } from '../session';
import { useSavedCards } from '../settings/useSavedCards';

/** The catalogue's areas this module reads. */
const STRINGS = { account: accountStrings };

interface Outcome {
  error?: string;
  success?: string;
}

/**
 * Household & Water Profile: the tracker's household data and the user's
 * ZIP fill the form (a null TDS or hardness turns the estimate on); Save Settings sends the
 * household data (TDS and hardness null with the estimate) and the ZIP, which the server merges
 * into the rest of the address.
 */
export default function Settings() {
  const s = useStringAreas(STRINGS);
  const token = useToken();
  const tracker = useQuery({ ...queries.getTracker(), enabled: Boolean(token) });
  const updateTracker = useMutation(mutations.updateTracker());
  const updateMe = useMutation(mutations.updateMe());
  const [outcome, setOutcome] = useState<Outcome>({});
  const cards = useSavedCards(Boolean(token));

  const save = async (values: SettingsOutput) => {
    setOutcome({});
    try {
      await Promise.all([
        updateTracker.mutateAsync({ houseData: toHouseData(values) }),
        updateMe.mutateAsync({ address: { zip: values.zip } }),
      ]);
      setOutcome({ success: settingsMessages.success });
    } catch (cause) {
      setOutcome({ error: settingsMessages.saveError(errorMessage(cause)) });
    }
  };

  const loadError = tracker.isError
    ? settingsMessages.loadError(errorMessage(tracker.error))
    : null;
  return (
    <SignedInFormPage
      title={s.account.settingsTitle}
      loginMessage={settingsMessages.loginRequired}
      loadError={settingsMessages.loadError}
      isPending={tracker.isPending}
    >
      {(user) => (
        <>
          <SettingsForm
            defaultValues={settingsFromHouseData(tracker.data?.data.houseData, user.address.zip)}
            onSubmit={save}
            isSubmitting={updateTracker.isPending || updateMe.isPending}
            error={outcome.error ?? loadError}
            success={outcome.success}
          />
          <SavedCards
            cards={cards.cards}
            onRemove={cards.remove}
            removingId={cards.removingId}
            error={cards.error}
          >
            {/* Saving a card with Stripe (Stripe.js confirming a SetupIntent) is not wired yet. */}
            {paymentProvider === 'test' ? (
              <TestCardForm
                key={cards.saved}
                heading={s.account.addCard}
                submitLabel={s.account.saveCard}
                busyLabel={s.account.savingCard}
                cards={SAVED_TEST_CARDS}
                onPay={cards.saveTestCard}
                isPaying={cards.isSaving}
              />
            ) : null}
          </SavedCards>
        </>
      )}
    </SignedInFormPage>
  );
}
