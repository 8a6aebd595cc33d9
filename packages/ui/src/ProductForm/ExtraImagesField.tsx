import { useEffect, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { Image } from '../Image/Image.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { productFormStrings } from '../strings/catalogue/productForm.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import { imageFilesOf } from './imageFiles.js';
import { UploadStatus } from './UploadStatus.js';
import type { ExtraImage } from './useExtraImages.js';
import '../foundation.css';
import '../Field/Field.css';
import './ProductForm.css';

/** The catalogue's areas this module reads. */
const STRINGS = { productForm: productFormStrings };

type Control = 'earlier' | 'later' | 'remove';

export interface ExtraImagesFieldProps {
  images: readonly ExtraImage[];
  max: number;
  /** Adds the chosen image files; false when some did not fit under `max`. */
  onAdd: (files: File[]) => boolean;
  onMove: (id: string, delta: -1 | 1) => void;
  onRemove: (id: string) => void;
  /** The form's message about the list (from the schema). */
  error?: string;
}

/**
 * The product's extra images: each with its preview, upload progress and badges, buttons to
 * move it earlier or later and to remove it; Add images takes several image files at once.
 * Moves and removals are announced, and focus stays on the moved image or its neighbour.
 */
export function ExtraImagesField({
  images,
  max,
  onAdd,
  onMove,
  onRemove,
  error,
}: ExtraImagesFieldProps) {
  const s = useStringAreas(STRINGS).productForm;
  const container = useRef<HTMLFieldSetElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [leftOut, setLeftOut] = useState(false);
  const isFull = images.length >= max;
  // Where focus goes once the list has re-rendered after a move or a removal.
  const [focusTarget, setFocusTarget] = useState<{ id: string | null; control: Control } | null>(
    null,
  );

  useEffect(() => {
    if (!focusTarget || !container.current) return;
    setFocusTarget(null);
    const item = focusTarget.id
      ? container.current.querySelector(`[data-image-id="${focusTarget.id}"]`)
      : null;
    const enabled = (control: string) =>
      item?.querySelector<HTMLElement>(`[data-control="${control}"]:not([disabled])`);
    const other = focusTarget.control === 'earlier' ? 'later' : 'earlier';
    const target =
      enabled(focusTarget.control) ??
      enabled(other) ??
      container.current.querySelector<HTMLElement>('[data-control="add"]');
    target?.focus();
  }, [focusTarget]);

  const choose = (files: FileList | null) => {
    const { images: chosen, refused } = imageFilesOf(files);
    setFileError(refused ? s.imagesOnly : null);
    if (chosen.length > 0) setLeftOut(!onAdd(chosen));
  };

  const move = (index: number, delta: -1 | 1) => {
    const image = images[index];
    if (!image) return;
    onMove(image.id, delta);
    setAnnouncement(
      formatString(s.extraImageMoved, {
        from: index + 1,
        to: index + 1 + delta,
        count: images.length,
      }),
    );
    setFocusTarget({ id: image.id, control: delta < 0 ? 'earlier' : 'later' });
  };

  const remove = (index: number) => {
    const image = images[index];
    if (!image) return;
    onRemove(image.id);
    setLeftOut(false);
    setAnnouncement(formatString(s.extraImageRemoved, { position: index + 1 }));
    const neighbour = images[index + 1] ?? images[index - 1];
    setFocusTarget({ id: neighbour?.id ?? null, control: 'remove' });
  };

  return (
    <fieldset ref={container} className="wt-ProductForm-extras">
      <legend className="wt-Field-label wt-ProductForm-extrasLegend">{s.extraImages}</legend>
      {images.length > 0 ? (
        <ol className="wt-ProductForm-extraList">
          {images.map((image, index) => {
            const position = index + 1;
            const name = formatString(s.extraImage, { position });
            return (
              <li key={image.id} className="wt-ProductForm-extra" data-image-id={image.id}>
                <span className="wt-ProductForm-extraName">{name}</span>
                <span className="wt-ProductForm-preview">
                  <Image src={image.url} alt="" compactPlaceholder />
                </span>
                <UploadStatus upload={image.upload} imageName={name} />
                <span className="wt-ProductForm-extraActions">
                  <Button
                    variant="secondary"
                    size="sm"
                    data-control="earlier"
                    aria-label={formatString(s.moveEarlierLabel, { position })}
                    isDisabled={index === 0}
                    onPress={() => move(index, -1)}
                  >
                    {s.moveEarlier}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    data-control="later"
                    aria-label={formatString(s.moveLaterLabel, { position })}
                    isDisabled={index === images.length - 1}
                    onPress={() => move(index, 1)}
                  >
                    {s.moveLater}
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    data-control="remove"
                    aria-label={formatString(s.removeImageLabel, { position })}
                    onPress={() => remove(index)}
                  >
                    {s.removeImage}
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="wt-ProductForm-upload">
        <FileTrigger acceptedFileTypes={['image/*']} allowsMultiple onSelect={choose}>
          <Button variant="secondary" data-control="add" isDisabled={isFull}>
            {s.addImages}
          </Button>
        </FileTrigger>
        <p className="wt-ProductForm-hint">
          {formatString(s.extraImagesCount, { count: images.length, max })}
        </p>
        <p className="wt-ProductForm-limit" role="status">
          {isFull || leftOut ? formatString(s.extraImagesLimit, { max }) : null}
        </p>
        {fileError ? (
          <p className="wt-Field-error" role="alert">
            {fileError}
          </p>
        ) : null}
        {error ? (
          <p className="wt-Field-error">
            <DomainMessage text={error} />
          </p>
        ) : null}
      </div>
      <p className="wt-visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
