/** Runs `open` in the server's own async context and returns what it returns. */
export declare function inServerContext<T>(open: () => T): T;
