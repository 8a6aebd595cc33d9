import { useMutation, useQuery } from '@tanstack/react-query';
import { type ShippingOutput, shippingFromAddress, shippingMessages } from '@wtkit/domain';
import { accountStrings, ShippingForm, Spinner, useStringAreas } from '@wtkit/ui';
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
 * Shipping details: street, city, state and ZIP from the user's address; Save
 * Shipping Details sends the whole address. The heading is the page's own: the document's
 * repeated 'Household & Water Profile' is a defect.
 */
export default function ShippingDetails() {
  const s = useStringAreas(STRINGS);
  const { token, user, isLoading } = useCurrentUser();
  // The same query as useCurrentUser's: its failure is kept after the token is cleared.
  const me = useQuery({ ...queries.getMe(), enabled: Boolean(token) });
  const updateMe = useMutation(mutations.updateMe());
  const [outcome, setOutcome] = useState<Outcome>({});

  if (me.isError && !isUnauthorized(me.error)) {
    return (
      <SignInNotice
        title={s.account.shippingTitle}
        message={shippingMessages.loadError(errorMessage(me.error))}
        tone="danger"
      />
    );
  }
  if (token === null) {
    return <SignInNotice title={s.account.shippingTitle} message={shippingMessages.loginFirst} />;
  }
  if (isLoading || !user) {
    // Its own key: React would otherwise reuse this box as the page's box when the data
    // arrives, and its change of size counted as a layout shift.
    return (
      <div key="loading" className="sf-loading">
        <Spinner />
      </div>
    );
  }

  const save = (address: ShippingOutput) => {
    setOutcome({});
    updateMe.mutate(
      { address },
      {
        onSuccess: () => setOutcome({ success: shippingMessages.success }),
        onError: (cause) => setOutcome({ error: shippingMessages.saveError(errorMessage(cause)) }),
      },
    );
  };

  return (
    <div key="page" className="sf-account-page">
      <ShippingForm
        heading={s.account.shippingTitle}
        defaultValues={shippingFromAddress(user.address)}
        onSubmit={save}
        isSubmitting={updateMe.isPending}
        error={outcome.error}
        success={outcome.success}
      />
    </div>
  );
}
