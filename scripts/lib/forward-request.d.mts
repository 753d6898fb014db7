import type { IncomingMessage, ServerResponse } from 'node:http';

export function forwardRequest(request: IncomingMessage, response: ServerResponse, target: string): void;

export const providerPath: '/api';

export function forwardProviderCall(request: IncomingMessage, response: ServerResponse, providerUrl: string): boolean;
