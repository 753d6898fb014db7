export function freePorts(count: number): Promise<number[]>;
export function freePort(): Promise<number>;
