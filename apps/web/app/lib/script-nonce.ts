import { createContext, useContext } from 'react';

/**
 * The nonce the server gave this response's scripts (Content-Security-Policy `script-src 'nonce-…'`): the inline
 * scripts of the document (React Router's context and module loader, scroll restoration, Mantine's colour scheme) carry
 * it, so no other inline script can run. The API's web mount sends it in this request header; only it sets it.
 */
export const SCRIPT_NONCE_HEADER = 'x-script-nonce';

export const ScriptNonceContext = createContext<string | undefined>(undefined);

/** Undefined in the browser: scripts React adds after hydration are files from this origin, not inline. */
export const useScriptNonce = () => useContext(ScriptNonceContext);
