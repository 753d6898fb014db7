// What a host charges for fresh memory, printed beside the figures that depend on it. Lighthouse's CPU index times a
// loop of arithmetic, which a virtual machine runs at full speed even where each page a process touches for the first
// time costs tens of times its usual microsecond or less: browsers, tsc and bundlers touch hundreds of thousands of them.
import { cpus } from 'node:os';

const pageBytes = 4096;

/** Microseconds per fresh 4 KiB page: the first write to each page of a new buffer (64 MiB unless told). */
export function freshPageMicroseconds(pages = 16_384) {
  if (!Number.isInteger(pages) || pages < 1) {
    throw new RangeError(`pages must be a positive whole number, not ${pages}`);
  }
  const startedAt = process.hrtime.bigint();
  const buffer = new Uint8Array(pages * pageBytes);
  for (let offset = 0; offset < buffer.length; offset += pageBytes) buffer[offset] = 1;
  return Number(process.hrtime.bigint() - startedAt) / 1000 / pages;
}

/** The host's cores, CPU model (where the platform names one) and cost of a fresh page of memory. */
export function hostFacts() {
  const cores = cpus();
  return { cores: cores.length, model: cores[0]?.model.trim(), pageMicroseconds: freshPageMicroseconds() };
}

/** One line on the host, from its facts. */
export function describeHost({ cores, model, pageMicroseconds }) {
  const cpu = model === undefined ? '' : `, ${model}`;
  const page = `a fresh 4 KiB page of memory costs ${pageMicroseconds.toFixed(1)} µs`;
  return `host: ${cores} cores${cpu}; ${page} (a typical machine: 1 µs or less)`;
}
