import type { Server } from 'node:http';

export function createStaticServer(root: string): Server;
