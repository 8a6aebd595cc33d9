import { useQuery } from '@tanstack/react-query';
import { dashboardMessages, pendingInstallations } from '@wtkit/domain';
import {
  Alert,
  dashboardStrings,
  LinkButton,
  layoutStrings,
  PendingInstallation,
  Spinner,
  TrackedFilterCard,
  useStringAreas,
} from '@wtkit/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { queries } from '../apiClient';
import { buyNowState } from '../checkout/buyNowState';
import { FilterSearch } from '../dashboard/FilterSearch';
import { PartPlan } from '../dashboard/PartPlan';
import { useArrivalDialog } from '../dashboard/useArrivalDialog';
import { useTrackedFilterActions } from '../dashboard/useTrackedFilterActions';
import { addTarget, installTarget, useTrackerDialog } from '../dashboard/useTrackerDialog';
import { errorMessage } from '../errors';
import { useToken } from '../session';
import './Dashboard.css';

/** The catalogue's areas this module reads. */
const STRINGS = { dashboard: dashboardStrings, layout: layoutStrings };

/**
 * Add Product Information (its form, fields and zod schema) loads on first open, and is fetched
 * as soon as the pointer or the focus enters the dashboard, before a button opens it.
 */
let trackerDialogModule: Promise<typeof import('@wtkit/ui/TrackerDialog')> | undefined;
const loadTrackerDialog = () => {
  trackerDialogModule ??= import('@wtkit/ui/TrackerDialog');
  return trackerDialogModule;
};
const TrackerDialog = lazy(() =>
  loadTrackerDialog().then((module) => ({ default: module.TrackerDialog })),
);
const prefetchTrackerDialog = () => void loadTrackerDialog();

/** The dashboard: sign in first. */
export default function Dashboard() {
  const s = useStringAreas(STRINGS);
  const token = useToken();
  return (
    <section
      className="sf-dashboard"
      aria-labelledby="dashboard-title"
      onPointerOver={token ? prefetchTrackerDialog : undefined}
      onFocus={token ? prefetchTrackerDialog : undefined}
    >
      <h1 id="dashboard-title">{s.layout.dashboard}</h1>
      {token === undefined ? (
        <Spinner label={s.dashboard.loading} />
      ) : token ? (
        <Tracker />
      ) : (
        // The message and a way to act on it, as the other account pages have (SignInNotice).
        <>
          <Alert tone="info">{dashboardMessages.loginRequired}</Alert>
          <LinkButton href="/log" className="sf-dashboard-sign-in">
            {s.layout.signIn}
          </LinkButton>
        </>
      )}
    </section>
  );
}

function Tracker() {
  const s = useStringAreas(STRINGS);
  // The route module's loader asked already: an answer that failed before the page
  // mounted is shown, not asked again (a 4xx will not get better).
  const tracker = useQuery({ ...queries.getTracker(), retryOnMount: false });
  const orders = useQuery({ ...queries.listMyOrders(), retryOnMount: false });
  // Each part's filter plan needs the plans, the saved cards and the address of Shipping Details.
  const plans = useQuery(queries.listPlans());
  const cards = useQuery(queries.listPaymentMethods());
  const me = useQuery(queries.getMe());
  const trackedHeading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();

  /**
   * The control that had focus can disappear with a change (Install & Track once installed, the
   * dialog's opener with it): keyboard users then continue from My Tracked Filters. Focus the
   * kit already moved (to the heading of the section a deleted card was in) is left alone.
   */
  const focusTrackedIfLost = useCallback(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) {
      trackedHeading.current?.focus();
    }
  }, []);

  useEffect(() => {
    if (tracker.error) console.error('Could not load the tracker', tracker.error);
  }, [tracker.error]);

  const trackedProducts = tracker.data?.data.trackedProducts ?? [];
  const pending = useMemo(() => pendingInstallations(orders.data?.data ?? []), [orders.data]);
  const planOfPart = useMemo(
    () => new Map((plans.data?.data ?? []).map((plan) => [plan.trackedPartId, plan])),
    [plans.data],
  );
  // What changed in place (saved, reset, deleted), for a screen reader: said in a live region
  // that is in the page before it speaks.
  const [announcement, setAnnouncement] = useState('');
  const dialog = useTrackerDialog({ onCleared: focusTrackedIfLost, onSaved: setAnnouncement });
  useArrivalDialog({ orders, pending, open: dialog.open });
  const actions = useTrackedFilterActions({
    tracked: trackedProducts,
    onDeleted: focusTrackedIfLost,
    onDone: setAnnouncement,
  });

  const loadError = tracker.error ?? orders.error ?? plans.error ?? cards.error;

  return (
    <>
      <p className="wt-visually-hidden" role="status">
        {announcement}
      </p>
      {loadError ? (
        <Alert tone="danger">{dashboardMessages.loadError(errorMessage(loadError))}</Alert>
      ) : null}
      {actions.error ? <Alert tone="danger">{actions.error}</Alert> : null}

      <FilterSearch onAdd={(product) => dialog.open(addTarget(product))} />

      {pending.length > 0 ? (
        <section className="sf-dashboard-section" aria-labelledby="pending-title">
          <h2 id="pending-title">{s.dashboard.pendingInstallations}</h2>
          <ul className="sf-dashboard-list">
            {pending.map((entry) => (
              <li key={entry.item._id}>
                <PendingInstallation
                  item={entry.item}
                  orderedAt={entry.order.createdAt}
                  onInstall={() => dialog.open(installTarget(entry))}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="sf-dashboard-section" aria-labelledby="tracked-title">
        <h2 id="tracked-title" ref={trackedHeading} tabIndex={-1}>
          {s.dashboard.myTrackedFilters}
        </h2>
        {tracker.isPending ? (
          <Spinner label={s.dashboard.loading} />
        ) : tracker.isError ? null : trackedProducts.length === 0 ? (
          <p className="sf-empty">{dashboardMessages.noTrackedFilters}</p>
        ) : (
          <ul className="sf-dashboard-tracked">
            {trackedProducts.map((tracked) => (
              <li key={tracked._id}>
                <TrackedFilterCard
                  tracked={tracked}
                  resettingPartId={actions.resettingPartId(tracked._id)}
                  isDeleting={actions.isDeleting(tracked._id)}
                  onResetPart={(partId) => actions.resetPart(tracked._id, partId)}
                  onReorder={(part) =>
                    navigate('/checkout', { state: buyNowState(part.replacement, 1) })
                  }
                  renderPlan={(part) => (
                    <PartPlan
                      part={{ ...part, replacement: part.replacement ?? null }}
                      plan={plans.data ? (planOfPart.get(part._id) ?? null) : undefined}
                      cards={cards.data?.data}
                      shippingAddress={me.data ? me.data.data.address : undefined}
                    />
                  )}
                  onDelete={() => actions.remove(tracked._id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {dialog.target && dialog.isPrefillSettled ? (
        <Suspense fallback={null}>
          <TrackerDialog
            key={dialog.target.key}
            isOpen={dialog.isOpen}
            onOpenChange={dialog.setOpen}
            filterType={dialog.target.filterType}
            productName={dialog.target.productName}
            initialValues={dialog.initialValues}
            onSave={dialog.save}
            isSaving={dialog.isSaving}
            error={dialog.error}
          />
        </Suspense>
      ) : null}
    </>
  );
}
