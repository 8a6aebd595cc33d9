import { useMutation } from '@tanstack/react-query';
import type { ImageUploadState } from '@wtkit/ui';
import { useState } from 'react';
import { mutations } from './mutations';
import { taskLimiter } from './taskLimiter';
import { putWithProgress } from './upload';

/**
 * Uploads one form sends at once. The server's local storage receives only a few uploads at a
 * time (more are refused with 429), so twenty images chosen together go two by two.
 */
const UPLOADS_AT_ONCE = 2;

/**
 * Uploads an image as the product form shows it: asks the API for a signed URL, PUTs the file
 * there with its progress, asks for its variants (with S3 the server makes them only now; locally
 * it made them at the PUT), and reports each state (uploading with percent, success with the
 * default variant's URL, or failed) to the image's own `report`. An upload waiting for its turn
 * shows 0%.
 */
export function useImageUpload() {
  const sign = useMutation(mutations.signUpload());
  const variants = useMutation(mutations.makeImageVariants());
  const [inTurn] = useState(() => taskLimiter(UPLOADS_AT_ONCE));
  return async (file: File, report: (state: ImageUploadState) => void) => {
    report({ status: 'uploading', percent: 0 });
    try {
      await inTurn(async () => {
        const signed = await sign.mutateAsync({ fileName: file.name, fileType: file.type });
        await putWithProgress(signed.signedUrl, file, (percent) =>
          report({ status: 'uploading', percent }),
        );
        // With S3 the uploaded object is moved out of public reach: keep the variant's URL.
        const made = await variants.mutateAsync(signed.publicUrl);
        report({ status: 'success', percent: 100, url: made.publicUrl });
      });
    } catch {
      report({ status: 'failed' });
    }
  };
}
