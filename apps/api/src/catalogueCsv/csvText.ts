/** One CSV field as RFC 4180 writes it: quoted when it holds a comma, quote or line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV record and its line break (CRLF, as RFC 4180 says). */
export const csvLine = (values: readonly string[]) => `${values.map(csvField).join(',')}\r\n`;

/** The items of a list cell joined with `|`; a `|` or `\` inside an item is escaped with `\`. */
export const joinList = (items: readonly string[]) =>
  items.map((item) => item.replace(/[\\|]/g, (c) => `\\${c}`)).join('|');

/** The items of a list cell (`joinList` undone); an empty cell is no items. */
export function splitList(cell: string): string[] {
  if (cell === '') return [];
  const items: string[] = [];
  let item = '';
  for (let i = 0; i < cell.length; i += 1) {
    const char = cell[i];
    if (char === '\\' && i + 1 < cell.length) {
      i += 1;
      item += cell[i];
    } else if (char === '|') {
      items.push(item);
      item = '';
    } else item += char;
  }
  items.push(item);
  return items;
}
