/**
 * HTTP requests from a chosen loopback address (Linux routes all of 127.0.0.0/8 to the loopback
 * interface): the local gateway keys guests by the socket's address, so a test picks a fresh
 * address to be a new guest, the way another machine would be.
 */
import http from 'node:http';

/** An address of 127.0.0.0/8 no other caller in this run is likely to use. */
export const freshLoopbackAddress = (): string => {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return `127.${octet()}.${octet()}.${octet()}`;
};

export interface SourcedAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The parsed JSON body; undefined when empty or not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
  readonly text: string;
}

export const requestFrom = (
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<SourcedAnswer> =>
  new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        // Node sends a GET or DELETE body unframed unless its length is given.
        headers: {
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
        localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
