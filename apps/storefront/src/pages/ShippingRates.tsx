import { useMutation } from '@tanstack/react-query';
import { shippingMethodToFormValues } from '@wtkit/domain';
import {
  Alert,
  ShippingMethodForm,
  ShippingMethodList,
  shippingRatesStrings,
  TaxRateForm,
  TaxRateList,
  useStringAreas,
} from '@wtkit/ui';
import { AdminPage } from '../admin/AdminPage';
import { pendingId, useAdminRecords } from '../admin/useAdminRecords';
import { queries } from '../apiClient';
import { mutations } from '../mutations';
import './ShippingRates.css';

/** The catalogue's areas this module reads. */
const STRINGS = { shippingRates: shippingRatesStrings };

/**
 * Shipping and tax (admins only): the shipping methods (a form for a new one or the one being
 * edited, and every method with Edit and Deactivate) and the sales tax table (a form that sets a
 * state's rate, and every rate with Remove). The server checks every rule again; its refusal is
 * shown with the form or the row.
 */
export default function ShippingRates() {
  const s = useStringAreas(STRINGS);
  const t = s.shippingRates;
  const methods = useAdminRecords({
    list: queries.listShippingMethods(),
    idOf: (method) => method._id,
    create: mutations.createShippingMethod(),
    update: mutations.updateShippingMethod(),
    formAnchorId: 'shipping-methods-title',
  });
  const rates = useAdminRecords({
    list: queries.listTaxRates(),
    idOf: (rate) => rate.state,
    create: mutations.setTaxRate(),
  });
  const deactivate = useMutation(mutations.deactivateShippingMethod());
  const removeRate = useMutation(mutations.deleteTaxRate());

  return (
    <AdminPage
      titleId="shipping-rates-title"
      title={t.title}
      className="sf-shipping-rates-page"
      requests={[...methods.requests, ...rates.requests, deactivate, removeRate]}
    >
      <section className="sf-admin-part" aria-labelledby="shipping-methods-title">
        <h2 id="shipping-methods-title">{t.methodsHeading}</h2>
        {methods.saved ? <Alert tone="success">{methods.saved}</Alert> : null}
        <ShippingMethodForm
          key={methods.formKey}
          {...methods.form}
          defaultValues={methods.editing ? shippingMethodToFormValues(methods.editing) : undefined}
          onCancel={methods.editing ? methods.cancelEdit : undefined}
        />
        <ShippingMethodList
          methods={methods.items}
          error={methods.error}
          busyId={pendingId(deactivate, (id) => id)}
          outcome={methods.outcome}
          onEdit={methods.startEdit}
          onDeactivate={(id) => methods.act(id, deactivate.mutateAsync(id))}
        />
      </section>
      <section className="sf-admin-part" aria-labelledby="tax-rates-title">
        <h2 id="tax-rates-title">{t.taxHeading}</h2>
        {rates.saved ? <Alert tone="success">{rates.saved}</Alert> : null}
        <TaxRateForm
          key={rates.formKey}
          {...rates.form}
          onSubmit={({ state, ...body }) => rates.form.onSubmit({ state, body })}
        />
        <TaxRateList
          rates={rates.items}
          error={rates.error}
          busyState={pendingId(removeRate, (state) => state)}
          outcome={rates.outcome}
          onRemove={(state) => rates.act(state, removeRate.mutateAsync(state))}
        />
      </section>
    </AdminPage>
  );
}
