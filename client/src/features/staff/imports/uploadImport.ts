import { readUploadAnswer, uploadPercent, type UploadAnswer } from './importsText';

const INTERRUPTED = 'The upload stopped before the server answered. Check your connection and try again.';

/**
 * Sends a file to POST /api/admin/imports?<query> as the request body (never JSON: the server
 * streams it to disk), with the staff cookie of this same origin. XMLHttpRequest rather than fetch
 * for its upload progress: `onProgress` gets the percent of the bytes sent. Resolves with the
 * server's answer in words (its refusals included); rejects only when no answer came.
 */
export function uploadImportFile(file: Blob, query: string, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/imports?${query}`);
    xhr.responseType = 'text';
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(uploadPercent(event.loaded, event.total));
    };
    xhr.onload = () => resolve(readUploadAnswer(xhr.status, xhr.responseText));
    xhr.onerror = () => reject(new Error(INTERRUPTED));
    xhr.onabort = () => reject(new Error(INTERRUPTED));
    xhr.ontimeout = () => reject(new Error(INTERRUPTED));
    xhr.send(file);
  });
}

/** The message of an upload that got no answer. */
export function uploadFailureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : INTERRUPTED;
}
