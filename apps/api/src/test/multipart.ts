/** A file part of a form, as a browser sends it: its name, its declared media type and its bytes. */
export interface FormFile {
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject: text fields and files (a list sends its parts under one name). */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, FormFile | readonly FormFile[]> = {},
) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, given] of Object.entries(files)) {
    for (const file of [given].flat()) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
      );
      parts.push(file.data, Buffer.from('\r\n'));
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
