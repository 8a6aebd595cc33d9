import { Link } from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import { cx } from '../internal/cx.js';
import type { RouterOptions } from '../internal/router.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './AdminActions.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

export interface AdminActionsProps {
  /** The listing's path, e.g. /residential: edit leads to /residential/edit, delete to /residential/delete. */
  listingPath: string;
  /** Passed with the add link (e.g. the listing's category as navigation state). */
  addRouterOptions?: RouterOptions;
  /** The listing's mode; in edit mode the buttons are hidden. */
  mode?: 'view' | 'edit' | 'delete';
  className?: string;
}

/**
 * The admins' floating buttons on listings: add (to /createProduct), edit and delete
 * (the listing's modes). Rendered only for admins by the host; hidden in edit mode.
 */
export function AdminActions({
  listingPath,
  addRouterOptions,
  mode = 'view',
  className,
}: AdminActionsProps) {
  const s = useStringAreas(STRINGS);
  if (mode === 'edit') return null;
  const base = listingPath.replace(/\/$/, '');
  const actions = [
    {
      key: 'add',
      href: '/createProduct',
      label: s.layout.addProduct,
      routerOptions: addRouterOptions,
    },
    { key: 'edit', href: `${base}/edit`, label: s.layout.editProducts },
    { key: 'delete', href: `${base}/delete`, label: s.layout.deleteProducts },
  ] as const;
  return (
    <nav className={cx('wt-base wt-AdminActions', className)} aria-label={s.layout.admin}>
      {actions.map((action) => (
        <Link
          key={action.key}
          href={action.href}
          routerOptions={'routerOptions' in action ? action.routerOptions : undefined}
          className="wt-AdminActions-button wt-focus-ring"
          data-action={action.key}
          aria-label={action.label}
        >
          <Icon name={action.key} />
        </Link>
      ))}
    </nav>
  );
}
