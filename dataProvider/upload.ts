/**
 * A multipart upload that reports its progress, beside the http client: fetch cannot (no upload
 * progress events), so this one call goes through XMLHttpRequest with the same headers every other
 * call carries, and its answer goes through the same listeners (a 401 opens the login-required
 * dialog; the caller keeps its chosen file for a retry).
 */
import { reportResponse } from './httpClient';
import { requestHeaders } from './requestHeaders';

export interface UploadAnswer {
  status: number;
  body: unknown;
}

export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    requestHeaders().forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      reportResponse(url, xhr.status);
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A non-JSON answer (a proxy's error page) is shown as its status.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(form);
  });
}
