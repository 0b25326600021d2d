// The Cloudinary stand-in's body reader: it must accept every body the SDK can send (kill-migration once
// failed a record because Response.formData() refused a value containing the 3-character boundary 'uk5').
import { describe, expect, it } from 'vitest';
import { parseMultipart } from './support/multipart.ts';

const body = (boundary: string, fields: Record<string, string>, close = true) =>
  Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + (close ? `--${boundary}--` : ''),
  );

describe('stand-in multipart reader', () => {
  it('reads values that contain the boundary, as RFC 2046 only ends a part at CRLF--boundary', () => {
    const fields = { file: 'data:image/png;base64,AAuk5AA--uk5BB', public_id: 'recKill1', note: 'ação' };
    expect(parseMultipart(body('uk5', fields), 'multipart/form-data; boundary=uk5')).toEqual(fields);
  });

  it('reads a quoted boundary and empty values', () => {
    const fields = { a: '', b: 'x' };
    expect(parseMultipart(body('q 1', fields), 'multipart/form-data; boundary="q 1"')).toEqual(fields);
  });

  it('refuses a body cut before its close delimiter, or with no boundary', () => {
    const whole = body('b0', { file: 'x'.repeat(100), public_id: 'p' });
    expect(parseMultipart(whole.subarray(0, 60), 'multipart/form-data; boundary=b0')).toBeNull();
    expect(parseMultipart(body('b0', { a: '1' }, false), 'multipart/form-data; boundary=b0')).toBeNull();
    expect(parseMultipart(whole, 'multipart/form-data')).toBeNull();
  });
});
