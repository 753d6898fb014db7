import type { IncomingMessage, ServerResponse } from 'node:http';

export function forwardRequest(request: IncomingMessage, response: ServerResponse, target: string): void;
