import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type SettingsOutput,
  settingsFromHouseData,
  settingsMessages,
  toHouseData,
} from '@wtkit/domain';
import { accountStrings, SettingsForm, Spinner, useStringAreas } from '@wtkit/ui';
import { useState } from 'react';
import { queries } from '../apiClient';
import { errorMessage, isUnauthorized } from '../errors';
import { mutations } from '../mutations';
import { SignInNotice } from '../SignInNotice';
import { useCurrentUser } from '../useCurrentUser';
import './accountPages.css';

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
  const { token, user, isLoading } = useCurrentUser();
  // The same query as useCurrentUser's: its failure is kept after the token is cleared.
  const me = useQuery({ ...queries.getMe(), enabled: Boolean(token) });
  const tracker = useQuery({ ...queries.getTracker(), enabled: Boolean(token) });
  const updateTracker = useMutation(mutations.updateTracker());
  const updateMe = useMutation(mutations.updateMe());
  const [outcome, setOutcome] = useState<Outcome>({});

  if (me.isError && !isUnauthorized(me.error)) {
    return (
      <SignInNotice
        title={s.account.settingsTitle}
        message={settingsMessages.loadError(errorMessage(me.error))}
        tone="danger"
      />
    );
  }
  if (token === null) {
    return (
      <SignInNotice title={s.account.settingsTitle} message={settingsMessages.loginRequired} />
    );
  }
  if (isLoading || !user || tracker.isPending) {
    // Its own key: React would otherwise reuse this box as the page's box when the data
    // arrives, and its change of size counted as a layout shift.
    return (
      <div key="loading" className="sf-loading">
        <Spinner />
      </div>
    );
  }

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
    <div key="page" className="sf-account-page">
      <SettingsForm
        defaultValues={settingsFromHouseData(tracker.data?.data.houseData, user.address.zip)}
        onSubmit={save}
        isSubmitting={updateTracker.isPending || updateMe.isPending}
        error={outcome.error ?? loadError}
        success={outcome.success}
      />
    </div>
  );
}
