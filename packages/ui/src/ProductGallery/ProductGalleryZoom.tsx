import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Image } from '../Image/Image.js';
import { IMAGE_SIZES, type ImageVariant } from '../Image/imageSources.js';
import { productStrings } from '../strings/catalogue/product.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../Button/Button.css';
import '../Dialog/Dialog.css';
import './ProductGallery.css';

/** The catalogue's areas this module reads. */
const STRINGS = { product: productStrings };

export interface ProductGalleryZoomProps {
  src: string;
  variants?: readonly ImageVariant[];
  alt: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The enlarged image in a dialog: the magnifier's keyboard and single-pointer alternative
 * (WCAG 1.4.13, 2.5.1). Its own module, loaded when Zoom in is first pressed: the modal and
 * focus-trapping code are not needed to show a product.
 */
export default function ProductGalleryZoom({
  src,
  variants,
  alt,
  isOpen,
  onOpenChange,
}: ProductGalleryZoomProps) {
  const s = useStringAreas(STRINGS);
  return (
    <ModalOverlay
      className="wt-base wt-ModalOverlay"
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className="wt-Modal wt-ProductGallery-zoomModal">
        <Dialog className="wt-Dialog" aria-label={alt}>
          {({ close }) => (
            <>
              <div className="wt-ProductGallery-zoomHeader">
                <Heading slot="title" className="wt-Dialog-title">
                  {alt}
                </Heading>
                {/* Focus starts on Close (a ring the keyboard user sees), not on the dialog. */}
                <Button
                  autoFocus
                  className="wt-Button wt-focus-ring"
                  data-variant="secondary"
                  data-size="sm"
                  onPress={close}
                >
                  {s.product.closeZoom}
                </Button>
              </div>
              <section
                className="wt-ProductGallery-zoomViewport"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: the enlarged image scrolls; keyboard users scroll it once it has focus
                tabIndex={0}
                aria-label={alt}
              >
                <Image
                  src={src}
                  variants={variants}
                  sizes={IMAGE_SIZES.zoom}
                  alt=""
                  className="wt-ProductGallery-zoomImage"
                  loading="eager"
                />
              </section>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
