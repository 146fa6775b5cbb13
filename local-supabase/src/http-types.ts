/** The embedded backend's own request/response shapes, independent of node:http for easy testing. */
export type LocalRequest = {
  method: string;
  url: URL;
  /** Lower-cased header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  /** The socket's peer address (never a header's): what per-address limits count. */
  clientAddress?: string;
};

export type LocalResponse = {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

export type LocalHandler = (request: LocalRequest) => Promise<LocalResponse>;

export function json(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): LocalResponse {
  return {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify(value),
  };
}
