import { createContext, type ReactNode, useContext } from 'react';

/** The response's Content-Security-Policy nonce, for the inline scripts the server renders. */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/**
 * In a browser there is no provider: the nonce is the one of the server's own scripts, read from
 * the `nonce` property (browsers hide the attribute's value once the page is parsed). Scripts added
 * after hydration (script block, captcha, video provider) then pass the page's policy too.
 */
function documentNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? documentNonce();
}
