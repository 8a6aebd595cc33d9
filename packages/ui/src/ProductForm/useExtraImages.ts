import { useCallback, useMemo, useRef, useState } from 'react';
import type { ImageUploadState } from './UploadStatus.js';

/** One place in the extra images list: an image the product has, or one being uploaded. */
interface ExtraImageSlot {
  id: string;
  /** The product's image it was opened with; null for an image chosen in this form. */
  savedUrl: string | null;
}

/** An extra image as the list shows it. */
export interface ExtraImage {
  id: string;
  /** The image's URL once it has one (saved, or uploaded successfully); '' before. */
  url: string;
  upload: ImageUploadState;
}

export interface ExtraImagesOptions {
  /** The product's extra images when the form opens. */
  defaultUrls: readonly string[];
  /** The host's upload state of each image chosen here, by the id given to `onSelect`. */
  uploads: Readonly<Record<string, ImageUploadState>>;
  /** Called with each chosen image file and the id of its new place; the host uploads it. */
  onSelect?: (file: File, id: string) => void;
  max: number;
}

const IDLE: ImageUploadState = { status: 'idle' };

/**
 * The extra images list: adding chosen files (up to `max` places), moving one earlier or later,
 * removing one. An image chosen here takes its URL from the host's upload state when that
 * succeeds; until then it holds its place without a URL.
 */
export function useExtraImages({ defaultUrls, uploads, onSelect, max }: ExtraImagesOptions) {
  const nextId = useRef(0);
  const newId = () => {
    nextId.current += 1;
    return `extra-image-${nextId.current}`;
  };
  const [slots, setSlots] = useState<ExtraImageSlot[]>(() =>
    defaultUrls.map((url) => ({ id: newId(), savedUrl: url })),
  );

  const images = useMemo(
    () =>
      slots.map((slot): ExtraImage => {
        const upload = slot.savedUrl === null ? (uploads[slot.id] ?? IDLE) : IDLE;
        const uploaded = upload.status === 'success' ? (upload.url ?? '') : '';
        return { id: slot.id, url: slot.savedUrl ?? uploaded, upload };
      }),
    [slots, uploads],
  );

  /** Adds as many of the files as there are places left; false when some did not fit. */
  const add = (files: readonly File[]): boolean => {
    const fitting = files.slice(0, Math.max(max - slots.length, 0));
    const added = fitting.map((file) => ({ file, slot: { id: newId(), savedUrl: null } }));
    setSlots((current) => [...current, ...added.map(({ slot }) => slot)]);
    for (const { file, slot } of added) onSelect?.(file, slot.id);
    return fitting.length === files.length;
  };

  const move = useCallback((id: string, delta: -1 | 1) => {
    setSlots((current) => {
      const from = current.findIndex((slot) => slot.id === id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  }, []);

  const remove = useCallback((id: string) => {
    setSlots((current) => current.filter((slot) => slot.id !== id));
  }, []);

  return { images, add, move, remove };
}
