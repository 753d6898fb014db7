import { escapeXml } from './report-junit';
import { unicodeEscape } from './unicode-escape';

const jsonEscaped = (text: string): string => JSON.stringify(text).slice(1, -1);

/** Every character outside printable ASCII as \uXXXX, as Python's json.dumps writes a string by default. */
const asciiEscaped = (text: string): string => text.replaceAll(/[^\x20-\x7e]/g, unicodeEscape);

/** <, > and & as \u003c, \u003e and \u0026, as Go's encoding/json writes them. */
const htmlSafeEscaped = (text: string): string => text.replaceAll(/[<>&]/g, unicodeEscape);

/**
 * Hides a secret in everything the check prints or writes. A provider may echo it back in any form, and the reports
 * escape it once more, so each way it can appear is hidden: as it is, JSON-escaped (as JavaScript, Python and Go write
 * JSON, once as a provider's body carries it and twice as the JSON report carries that body), XML-escaped (the JUnit
 * report) and percent-encoded (a URL).
 */
export function redactor(secret: string | undefined): (text: string) => string {
  if (secret === undefined || secret === '') return (text) => text;
  const inJson = [jsonEscaped(secret), asciiEscaped(jsonEscaped(secret)), htmlSafeEscaped(jsonEscaped(secret))];
  const forms = new Set([secret, encodeURIComponent(secret), ...inJson, ...inJson.map(jsonEscaped)]);
  for (const form of [...forms]) forms.add(escapeXml(form));
  // The longest first, so that no shorter form leaves part of a longer one readable.
  const ordered = [...forms].sort((a, b) => b.length - a.length);
  return (text) => ordered.reduce((hidden, form) => hidden.replaceAll(form, '********'), text);
}
