import { ProgressBar } from 'react-aria-components';
import { Alert } from '../Alert/Alert.js';
import { Badge } from '../Badge/Badge.js';
import { productFormStrings } from '../strings/catalogue/productForm.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './ProductForm.css';

/** The catalogue's areas this module reads. */
const STRINGS = { productForm: productFormStrings };

/** idle, uploading with percent, success or failed. */
export interface ImageUploadState {
  status: 'idle' | 'uploading' | 'success' | 'failed';
  /** 0 to 100 while uploading. */
  percent?: number;
  /** The uploaded image's public URL; it becomes the product's image. */
  url?: string | null;
}

export interface UploadStatusProps {
  upload: ImageUploadState;
  /** Which image the progress bar is about, for its accessible name ("Extra image 2"). */
  imageName?: string;
}

/**
 * One image upload's state: the progress bar with its percent while uploading, then the
 * success or failed badge (announced politely), and the failed alert.
 */
export function UploadStatus({ upload, imageName }: UploadStatusProps) {
  const s = useStringAreas(STRINGS);
  const uploadingText = (percent: number) =>
    formatString(s.productForm.uploading, { percent: Math.round(percent) });
  return (
    <>
      {upload.status === 'uploading' ? (
        <ProgressBar
          className="wt-ProductForm-progress"
          value={upload.percent ?? 0}
          aria-label={
            imageName
              ? formatString(s.productForm.imageUploading, {
                  image: imageName,
                  percent: Math.round(upload.percent ?? 0),
                })
              : uploadingText(upload.percent ?? 0)
          }
        >
          {({ percentage }) => (
            <>
              <span className="wt-ProductForm-progressText">{uploadingText(percentage ?? 0)}</span>
              <span className="wt-ProductForm-progressTrack">
                <span style={{ width: `${percentage ?? 0}%` }} />
              </span>
            </>
          )}
        </ProgressBar>
      ) : null}
      <div role="status">
        {upload.status === 'success' ? (
          <Badge tone="success">{s.productForm.uploadSuccess}</Badge>
        ) : null}
        {upload.status === 'failed' ? (
          <Badge tone="danger">{s.productForm.uploadFailedBadge}</Badge>
        ) : null}
      </div>
      {/* The failure is also announced at once, as an alert. */}
      {upload.status === 'failed' ? (
        <Alert tone="danger">{s.productForm.uploadFailedAlert}</Alert>
      ) : null}
    </>
  );
}
