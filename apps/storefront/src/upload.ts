/**
 * PUTs a file to a signed upload URL with its content type, reporting progress (fetch cannot
 * report upload progress, XMLHttpRequest can).
 */
export function putWithProgress(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`HTTP error! status: ${request.status}`));
    request.onerror = () => reject(new Error('Network error'));
    request.send(file);
  });
}
