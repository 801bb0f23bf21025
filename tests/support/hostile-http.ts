import http from 'node:http';

/**
 * POSTs `bytes` to `url` in 64 KB chunks with no Content-Length (after `head`, when given), as fast
 * as the server takes them. Answers the status, or 0 when the server hung up before answering.
 * The client goes away as soon as it has an answer, as an attacker would. Used by the browser
 * suite's hostile tests and by `npm run bench:abuse`.
 */
export function chunkedPost(
  url: string,
  bytes: number,
  headers: Record<string, string>,
  head?: Uint8Array,
): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'POST', headers: { ...headers, 'Transfer-Encoding': 'chunked' } });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !request.destroyed) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end();
    };
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', () => resolve(0));
    if (head) request.write(head);
    pump();
  });
}

/** A multipart form's start whose one file is a video (an MP4's first box), for upload routes. */
export const MULTIPART_VIDEO_HEAD = new Uint8Array([
  ...new TextEncoder().encode(
    '--x\r\nContent-Disposition: form-data; name="media"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n',
  ),
  ...[
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34,
    0x31,
  ],
]);
