export { type DrawerUser, MobileDrawer, type MobileDrawerProps } from './MobileDrawer.js';
