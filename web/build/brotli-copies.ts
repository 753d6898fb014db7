import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * A brotli copy of every script, style sheet and page beside it, at the highest quality, which a server cannot afford
 * per request: npm start's server and nginx's brotli_static send it as it is (docs/deploying.md).
 */
export function brotliCopies() {
  return compression({
    algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    include: /\.(js|css|html|svg)$/,
    threshold: 0,
    logLevel: 'silent',
  });
}
