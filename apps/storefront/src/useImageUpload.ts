import { useMutation } from '@tanstack/react-query';
import type { ImageUploadState } from '@wtkit/ui';
import { mutations } from './mutations';
import { putWithProgress } from './upload';

/**
 * Uploads an image as the product form shows it: asks the API for a signed URL, PUTs the file
 * there with its progress, and reports each state (uploading with percent, success with the
 * public URL, or failed) to the image's own `report`. Several uploads may run at once.
 */
export function useImageUpload() {
  const sign = useMutation(mutations.signUpload());
  return async (file: File, report: (state: ImageUploadState) => void) => {
    report({ status: 'uploading', percent: 0 });
    try {
      const signed = await sign.mutateAsync({ fileName: file.name, fileType: file.type });
      await putWithProgress(signed.signedUrl, file, (percent) =>
        report({ status: 'uploading', percent }),
      );
      report({ status: 'success', percent: 100, url: signed.publicUrl });
    } catch {
      report({ status: 'failed' });
    }
  };
}
