/** Whether this render runs on the server (one render per request) rather than in the browser. */
export const isServerRender = (): boolean => typeof window === 'undefined';
