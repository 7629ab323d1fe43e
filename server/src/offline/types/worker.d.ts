// What the server writes before /sw.js (server/src/offline.rs, worker_script;
// a test holds the two to the same names).
declare const VERSION: string;
declare const OFFLINE_PAGE: string;
declare const PRECACHE: string[];
/** The addresses of PRECACHE named by their content (kept a year by the browser). */
declare const NAMED_BY_CONTENT: string[];
declare const NEW_SETUPS: string[];
declare const DEFAULT_SETUPS: Record<string, string>;
