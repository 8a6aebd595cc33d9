/** Listings and product detail. */
export const productsMessages = {
  loadingProduct: 'Loading Product...',
  /** Beyond the spec: the All Products no-products-found state had no text. */
  noProductsFound: 'No products found.',
  /** Beyond the spec: the same state after a search names what was searched for. */
  noProductsFoundFor: (query: string) => `No products found for "${query}".`,
  /** Beyond the spec: a listing that could not load says so rather than "No products found.". */
  listFailed: 'The products could not be loaded.',
  imageNotFound: 'Image Not Found',
  /** Beyond the spec: said once the admin's delete mode has deleted the chosen products. */
  productsDeleted: (count: number) =>
    count === 1 ? '1 product deleted.' : `${count} products deleted.`,
  /** The admin's catalogue file: export and import as CSV. */
  catalogueFile: 'Catalogue file',
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV',
  exporting: 'Exporting...',
  importing: (percent: number) => `Sending the file: ${percent}%`,
  checking: 'Checking and importing the rows...',
  importFailed: 'The file could not be imported.',
  exportFailed: 'The catalogue could not be exported.',
  rowProblem: (line: number | undefined, field: string, message: string) =>
    `Line ${line ?? '?'}, ${field}: ${message}`,
} as const;
