/** Product image upload. */
export const uploadMessages = {
  failedAlert: 'Upload failed.',
  failedBadge: 'Image upload failed, retry logging in.',
  success: 'Image uploaded successfully!',
  /** Beyond the spec: uploads accept image files only. */
  imagesOnly: 'Only image files can be uploaded.',
} as const;
