import { useEffect, useRef } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { useNonce } from '../../../ui/nonce';
import { injectHtml, runScripts, withNonce } from './inject';
import type { scriptFields, scriptParams } from './schema';

const isServer = typeof window === 'undefined';

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

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
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
