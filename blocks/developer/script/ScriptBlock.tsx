import { useEffect, useRef } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { useInlineScriptsCollector, useNonce } from '../../../ui/nonce';
import { injectHtml, runScripts, withNonce } from './inject';
import type { scriptFields, scriptParams } from './schema';

const isServer = typeof window === 'undefined';

/**
 * Whether this document was loaded at the address it shows now: false once the visitor moved by
 * client navigation. A public page allows its inline scripts by the hashes its server computed
 * (no nonce, decision 048), so a script block that arrives by client navigation has scripts the
 * document's policy does not know: the page is loaded again, whole, from the server. Edit mode, QA
 * pages and development keep a nonce, or allow inline scripts, and run them in place.
 */
function loadedHere(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  return !entry || entry.name === window.location.href;
}

/**
 * Custom HTML or script from content. Rendered by the server unless `front_only`; the browser runs
 * the scripts of server-rendered markup itself, so on hydration nothing is run twice. When the block
 * mounts in the browser without server markup (client navigation, editor), its scripts are run then.
 */
export default function ScriptBlock({
  fields,
  params,
}: BlockProps<typeof scriptFields, typeof scriptParams>) {
  const locale = useLocale();
  const nonce = useNonce();
  const html = pickLocale(fields.code, locale) ?? '';
  const ref = useRef<HTMLDivElement>(null);
  const frontOnly = params.front_only === true;
  // Server, hashed page: the scripts of a block shown in browsers only join the page's hashes.
  const collect = useInlineScriptsCollector();
  if (isServer && frontOnly) collect?.(html);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const scripts = /<script/i.test(html);
    if (scripts && !nonce && !import.meta.env.DEV && !loadedHere()) {
      window.location.replace(window.location.href);
      return;
    }
    if (frontOnly) {
      injectHtml(node, html, nonce);
      return () => {
        node.innerHTML = '';
      };
    }
    if (node.dataset.rendered !== 'server') runScripts(node, nonce);
  }, [frontOnly, html, nonce]);

  if (frontOnly) return <div ref={ref} className="script-block" data-front-only="" />;
  return (
    <div
      ref={ref}
      className="script-block"
      data-rendered={isServer ? 'server' : 'client'}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: editors' own markup, the purpose of this block
      dangerouslySetInnerHTML={{ __html: withNonce(html, nonce) }}
    />
  );
}
