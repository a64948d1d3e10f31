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

/**
 * On the server, where a page's policy allows its inline scripts by hash: receives markup whose
 * scripts the browser will run later although they are not in the HTML (a script block shown in
 * browsers only), so that their hashes join the page's policy.
 */
const InlineScriptsContext = createContext<((html: string) => void) | null>(null);

export function InlineScriptsProvider({
  collect,
  children,
}: {
  collect: ((html: string) => void) | null;
  children: ReactNode;
}) {
  return <InlineScriptsContext.Provider value={collect}>{children}</InlineScriptsContext.Provider>;
}

/** Where to declare markup whose scripts run later; null outside a hashed server render. */
export function useInlineScriptsCollector(): ((html: string) => void) | null {
  return useContext(InlineScriptsContext);
}
