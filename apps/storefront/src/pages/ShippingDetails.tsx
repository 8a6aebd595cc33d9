import { useMutation } from '@tanstack/react-query';
import { type ShippingOutput, shippingFromAddress, shippingMessages } from '@wtkit/domain';
import { accountStrings, ShippingForm, useStringAreas } from '@wtkit/ui';
import { useState } from 'react';
import { errorMessage } from '../errors';
import { mutations } from '../mutations';
import { SignedInFormPage } from '../SignedInFormPage';

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
  const updateMe = useMutation(mutations.updateMe());
  const [outcome, setOutcome] = useState<Outcome>({});

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
    <SignedInFormPage
      title={s.account.shippingTitle}
      loginMessage={shippingMessages.loginFirst}
      loadError={shippingMessages.loadError}
    >
      {(user) => (
        <ShippingForm
          heading={s.account.shippingTitle}
          defaultValues={shippingFromAddress(user.address)}
          onSubmit={save}
          isSubmitting={updateMe.isPending}
          error={outcome.error}
          success={outcome.success}
        />
      )}
    </SignedInFormPage>
  );
}
