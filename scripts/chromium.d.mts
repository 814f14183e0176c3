// Types of chromium.mjs for the browser tests' TypeScript (apps/web/e2e/browser-args.ts).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
