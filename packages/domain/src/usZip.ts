/** A US ZIP: 5 digits, or ZIP+4 (`12345-6789`); the first group is the five-digit part. */
export const US_ZIP = /^(\d{5})(?:-\d{4})?$/;

/** The five-digit part of a US ZIP (trimmed first), or undefined when the text is not one. */
export function fiveDigitZip(zip: string): string | undefined {
  return US_ZIP.exec(zip.trim())?.[1];
}
