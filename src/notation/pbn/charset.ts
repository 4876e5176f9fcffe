/**
 * The bytes of a PBN file as text. PBN 2.1 §2.2 gives the character set as ISO 8859-1 (Latin-1);
 * files in the wild are Latin-1, or UTF-8 (with or without a byte order mark), and some say
 * which in a `%` line such as `%Content-type: text/x-pbn; charset=ISO-8859-1` or
 * `%Charset: UTF-8`. The reading, in order:
 * 1. a UTF-8 byte order mark: UTF-8;
 * 2. a `%` line among the file's first lines naming a charset: that charset (UTF-8, or one of
 *    the Latin-1 names: ISO-8859-1, ISO8859-1, Latin-1, Latin1, Windows-1252, CP1252);
 * 3. otherwise the standard's Latin-1 — unless the bytes are valid UTF-8 with at least one
 *    character beyond ASCII, which a Latin-1 text practically never is (its accented letters
 *    would have to come in exactly the pairs UTF-8 uses), and which is then read as UTF-8.
 * Windows-1252 is read as Latin-1 for its printable characters; its 0x80–0x9F range (curly
 * quotes, the euro sign) is decoded by the WHATWG table, as browsers do.
 *
 * Pure; throws nothing.
 */

export type PbnCharset = 'utf-8' | 'latin-1' | 'windows-1252';

export type DecodedPbn = {
  readonly text: string;
  readonly charset: PbnCharset;
  /** How the charset was chosen. */
  readonly by: 'byte-order-mark' | 'header' | 'default' | 'utf-8-content';
};

const HEADER_LINES = 40;
const CHARSET = /^%.*?charset\s*[=:]\s*"?([A-Za-z0-9_-]+)/i;

const NAMES: Readonly<Record<string, PbnCharset>> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'iso-8859-1': 'latin-1',
  'iso8859-1': 'latin-1',
  iso_8859_1: 'latin-1',
  'iso-8859-15': 'latin-1',
  'latin-1': 'latin-1',
  latin1: 'latin-1',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
};

/** The charset a `%` header line among the first lines names, if any (ASCII is read from the bytes). */
export function declaredCharset(bytes: Uint8Array): PbnCharset | null {
  const head = latin1(bytes.subarray(0, Math.min(bytes.length, 4096)));
  for (const line of head.split(/\r\n|\r|\n/).slice(0, HEADER_LINES)) {
    if (line.startsWith('[')) break;
    const m = CHARSET.exec(line);
    if (m !== null) return NAMES[(m[1] as string).toLowerCase()] ?? null;
  }
  return null;
}

function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192)
    out += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + 8192)));
  return out;
}

function isUtf8WithNonAscii(bytes: Uint8Array): boolean {
  let wide = false;
  for (const b of bytes)
    if (b >= 0x80) {
      wide = true;
      break;
    }
  if (!wide) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Decodes a PBN file's bytes (see the module's comment for how the charset is chosen). */
export function decodePbn(bytes: Uint8Array): DecodedPbn {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return {
      text: new TextDecoder('utf-8').decode(bytes.subarray(3)),
      charset: 'utf-8',
      by: 'byte-order-mark',
    };
  const declared = declaredCharset(bytes);
  if (declared !== null) return { text: decodeAs(bytes, declared), charset: declared, by: 'header' };
  if (isUtf8WithNonAscii(bytes))
    return { text: new TextDecoder('utf-8').decode(bytes), charset: 'utf-8', by: 'utf-8-content' };
  return { text: latin1(bytes), charset: 'latin-1', by: 'default' };
}

function decodeAs(bytes: Uint8Array, charset: PbnCharset): string {
  if (charset === 'utf-8') return new TextDecoder('utf-8').decode(bytes);
  if (charset === 'windows-1252') return new TextDecoder('windows-1252').decode(bytes);
  return latin1(bytes);
}
