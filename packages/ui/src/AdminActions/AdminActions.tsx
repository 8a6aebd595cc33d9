import { Link } from 'react-aria-components';
import { cx } from '../internal/cx.js';
import type { RouterOptions } from '../internal/router.js';
import { useStrings } from '../strings/WtkitProvider.js';

export interface AdminActionsProps {
  /** The listing's path, e.g. /residential: edit leads to /residential/edit, delete to /residential/delete. */
  listingPath: string;
  /** Passed with the add link (e.g. the listing's category as navigation state). */
  addRouterOptions?: RouterOptions;
  /** The listing's mode; in edit mode the buttons are hidden. */
  mode?: 'view' | 'edit' | 'delete';
  className?: string;
}

const icons = {
  add: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  delete: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
} as const;

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
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
  const s = useStrings();
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
          <Icon path={icons[action.key]} />
        </Link>
      ))}
    </nav>
  );
}
