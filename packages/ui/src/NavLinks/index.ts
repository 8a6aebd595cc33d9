export {
  defaultNavItems,
  isCurrentPath,
  type NavItem,
  NavLinks,
  type NavLinksProps,
  useDefaultNavItems,
} from './NavLinks.js';
