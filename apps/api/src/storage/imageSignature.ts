/** A cheap check of the file's first bytes against the type it claims. */
export function looksLike(contentType: string, bytes: Uint8Array): boolean {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  const ascii = (from: number, text: string) =>
    Buffer.from(bytes.subarray(from, from + text.length)).toString('latin1') === text;
  switch (contentType) {
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff);
    case 'image/gif':
      return ascii(0, 'GIF87a') || ascii(0, 'GIF89a');
    case 'image/webp':
      return ascii(0, 'RIFF') && ascii(8, 'WEBP');
    case 'image/avif':
      return ascii(4, 'ftyp');
    case 'image/svg+xml':
      return /<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString('utf8'));
    default:
      return false;
  }
}
