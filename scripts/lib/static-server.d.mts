import type { Server } from 'node:http';

export interface StaticServerOptions {
  /** Answered at /config.json instead of the built file; `simulator` says the provider is the simulator (QA panel). */
  runtimeConfig?: { apiBaseUrl: string; simulator?: true };
}

export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined;

export function createStaticServer(root: string, options?: StaticServerOptions): Server;
