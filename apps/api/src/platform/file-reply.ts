import type { FastifyReply } from 'fastify';

export interface ServedFile {
  data: Buffer;
  contentType: string;
  fileName: string;
  /** inline: shown in the browser (a preview); attachment: saved. */
  disposition: 'inline' | 'attachment';
}

/**
 * Sends stored bytes as a file: the name in both header forms (RFC 6266), never sniffed by the browser, and sandboxed
 * so that a document opened in a tab runs nothing.
 */
export function sendFile(reply: FastifyReply, file: ServedFile): FastifyReply {
  const ascii = file.fileName.replace(/[^\w.\- ]/g, '_');
  return reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `${file.disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
