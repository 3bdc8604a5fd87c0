/** Types of server/error-page.cjs, for app/global-error.tsx and the tests. */
import type texts from '../lib/platform/i18n/global-error-texts.json';

export type ErrorPageLang = keyof typeof texts;
export declare const ERROR_STYLE: string;
export declare function languageOf(pathname: string | null | undefined): ErrorPageLang;
export declare function noScriptErrorPage(url: string | undefined): { lang: ErrorPageLang; title: string; html: string };
export declare function withErrorPage(document: string, url: string | undefined): string;
export declare function errorPageForNoScript(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): void;
