/** The values a template's placeholders take. */
export type TemplateValues = Readonly<Record<string, string | number>>;

/**
 * Fills a template's `{placeholders}`: formatString('Delete {name}', { name: 'Filter' }) →
 * 'Delete Filter'. A placeholder without a value stays as written.
 */
export function formatString(template: string, values: TemplateValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
