import type { Plugin } from 'vite';

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/** What of a build's output bundle this reads: each file's kind and an asset's contents. */
type BuildFiles = Readonly<Record<string, { type: 'chunk' } | { type: 'asset'; source: string | Uint8Array }>>;

/**
 * The page with each style sheet it links from the build written into it instead, but for one that would end its own
 * `<style>` element early. The link stays, disabled, which a browser does not fetch: a chunk loaded on demand still
 * lists the entry's sheet among its dependencies, and Vite's preload helper adds a sheet only when no stylesheet link
 * in the page names it already (without the link it fetched the file again and put its rules after the pages').
 */
export function inlineStylesheets(html: string, bundle: BuildFiles): string {
  return html.replace(stylesheetLink, (link, fileName: string) => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') return link;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    if (/<\/style/i.test(css)) return link;
    return `<link rel="stylesheet" disabled href="/${fileName}"><style>${css}</style>`;
  });
}

/**
 * Puts the entry's style sheet (a few KB) into index.html instead of linking it: a linked sheet is one more request
 * that shares the connection's first round trips with the entry script, on a connection of its own, while in the page
 * it comes with the document's first packets. The file stays in the build, where Vite's manifest and the chunks'
 * preload lists name it.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'giftstore-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle === undefined ? html : inlineStylesheets(html, bundle)),
    },
  };
}
