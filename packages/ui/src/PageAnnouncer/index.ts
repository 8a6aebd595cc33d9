export { PageAnnouncer, type PageAnnouncerProps } from './PageAnnouncer.js';
