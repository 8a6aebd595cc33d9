/** Why the image storage refused a request; the HTTP layer decides how each is answered. */
export type StorageRefusal =
  /** The file type is not one of the image types we store. */
  | 'unsupported-type'
  /** The upload link's signature does not match. */
  | 'invalid-link'
  /** The upload link is past its expiry. */
  | 'expired-link'
  /** The file was sent with another content type than the link was signed for. */
  | 'type-mismatch'
  /** The file's first bytes are not an image of the type it claims. */
  | 'not-an-image'
  /** The stored file is larger than uploads may be. */
  | 'too-large'
  /** Too many uploads are being received at once; try again shortly. */
  | 'busy';

export class StorageError extends Error {
  override readonly name = 'StorageError';

  constructor(
    readonly reason: StorageRefusal,
    message: string,
  ) {
    super(message);
  }
}
