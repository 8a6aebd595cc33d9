import type { ReactElement } from 'react';

interface IconShape {
  /** The drawing's coordinate box. */
  viewBox: string;
  /** Width and height in CSS pixels when the caller gives no size. */
  size: number;
  body: ReactElement;
}

/** Stroke attributes most icons share: a round-ended line in the text colour. */
const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const chevron = (d: string): IconShape => ({
  viewBox: '0 0 24 24',
  size: 22,
  body: <path d={d} {...line} strokeWidth="2.4" />,
});

const adminAction = (d: string): IconShape => ({
  viewBox: '0 0 24 24',
  size: 22,
  body: <path d={d} {...line} strokeWidth="2.2" />,
});

/**
 * The kit's icons. Each keeps the drawing and default size it had inside its component, so the
 * components look the same as before they shared one set.
 */
const ICONS = {
  add: adminAction('M12 5v14M5 12h14'),
  cart: {
    viewBox: '0 0 24 24',
    size: 24,
    body: (
      <>
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H6.2"
          {...line}
          strokeWidth="2"
        />
        <circle cx="9.5" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </>
    ),
  },
  check: {
    viewBox: '0 0 16 16',
    size: 14,
    body: <path d="M3 8.5l3 3 7-7" {...line} strokeWidth="2.2" />,
  },
  'chevron-down': {
    viewBox: '0 0 24 24',
    size: 18,
    body: <path d="M6 9l6 6 6-6" {...line} strokeWidth="2.4" />,
  },
  'chevron-left': chevron('M15 5l-7 7 7 7'),
  'chevron-right': chevron('M9 5l7 7-7 7'),
  close: {
    viewBox: '0 0 24 24',
    size: 22,
    body: (
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    ),
  },
  'close-small': {
    viewBox: '0 0 16 16',
    size: 14,
    body: (
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    ),
  },
  delete: adminAction('M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13'),
  edit: adminAction('M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4'),
  menu: {
    viewBox: '0 0 24 24',
    size: 24,
    body: (
      <path
        d="M4 6h16M4 12h16M4 18h16"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    ),
  },
  minus: {
    viewBox: '0 0 16 16',
    size: 14,
    body: <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  },
  pause: {
    viewBox: '0 0 24 24',
    size: 20,
    body: (
      <>
        <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
        <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
      </>
    ),
  },
  play: {
    viewBox: '0 0 24 24',
    size: 20,
    body: (
      <path
        d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z"
        fill="currentColor"
      />
    ),
  },
  plus: {
    viewBox: '0 0 16 16',
    size: 14,
    body: <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  },
  search: {
    viewBox: '0 0 24 24',
    size: 18,
    body: (
      <>
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </>
    ),
  },
  trash: {
    viewBox: '0 0 24 24',
    size: 20,
    body: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" {...line} strokeWidth="2" />,
  },
  'zoom-in': {
    viewBox: '0 0 24 24',
    size: 20,
    body: (
      <>
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path
          d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </>
    ),
  },
} as const satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICONS;

/** Every icon's name, in alphabetical order. */
export const ICON_NAMES = Object.keys(ICONS).sort() as IconName[];

export interface IconProps {
  name: IconName;
  /** Width and height in CSS pixels; each icon has its own default. */
  size?: number;
  /**
   * What the icon means, for an icon that stands alone and carries meaning: it becomes an image
   * with this name. Without it the icon is decorative and hidden from assistive technology,
   * which is right beside visible text or inside a control named by its own label.
   */
  label?: string;
  className?: string;
}

/** One of the kit's icons, drawn in the text colour (`currentColor`); decorative by default. */
export function Icon({ name, size, label, className }: IconProps) {
  const shape: IconShape = ICONS[name];
  const px = size ?? shape.size;
  const drawing = {
    viewBox: shape.viewBox,
    width: px,
    height: px,
    className,
    'data-icon': name,
    focusable: 'false',
  } as const;
  if (label) {
    return (
      <svg {...drawing} role="img" aria-label={label}>
        {shape.body}
      </svg>
    );
  }
  return (
    <svg {...drawing} aria-hidden="true">
      {shape.body}
    </svg>
  );
}
