import { escapeXml } from './report-junit';

const jsonEscaped = (text: string): string => JSON.stringify(text).slice(1, -1);

/**
 * Hides a secret in everything the check prints or writes. A provider may echo it back in any form, and the reports
 * escape it once more, so each way it can appear is hidden: as it is, JSON-escaped (once, as a provider's JSON body
 * carries it, and twice, as the JSON report carries that body), XML-escaped (the JUnit report) and percent-encoded (a
 * URL).
 */
export function redactor(secret: string | undefined): (text: string) => string {
  if (secret === undefined || secret === '') return (text) => text;
  const forms = new Set([secret, jsonEscaped(secret), jsonEscaped(jsonEscaped(secret)), encodeURIComponent(secret)]);
  for (const form of [...forms]) forms.add(escapeXml(form));
  // The longest first, so that no shorter form leaves part of a longer one readable.
  const ordered = [...forms].sort((a, b) => b.length - a.length);
  return (text) => ordered.reduce((hidden, form) => hidden.replaceAll(form, '********'), text);
}
