/** Where the end-to-end run serves the app and its own embedded backend (see playwright.config.ts). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eBackendPort = e2ePort + 51_000;
export const e2eBackendUrl = `http://127.0.0.1:${e2eBackendPort}`;
