export {
  defaultNavItems,
  isCurrentPath,
  type NavItem,
  NavLinks,
  type NavLinksProps,
} from './NavLinks.js';
