/** The chosen files that are images, and whether any other kind of file was left out. */
export function imageFilesOf(files: FileList | null): { images: File[]; refused: boolean } {
  const chosen = [...(files ?? [])];
  const images = chosen.filter((file) => file.type.startsWith('image/'));
  return { images, refused: images.length < chosen.length };
}
