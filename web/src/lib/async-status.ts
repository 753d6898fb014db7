/** The life of every asynchronous request a slice tracks. */
export type AsyncStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
