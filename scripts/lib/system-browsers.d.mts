export const systemChromium: string;
export const systemHeadlessShell: string;
export function systemBrowserFor(options: { headed: boolean }): string | undefined;
