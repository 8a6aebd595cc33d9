export * from './escape.js';
export * from './headTags.js';
export * from './jsonLd.js';
export * from './pageMeta.js';
export * from './sitemap.js';
export * from './sitePages.js';
