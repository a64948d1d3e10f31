import { useNonce } from '../../ui/nonce';
import { scriptJson } from '../root/script-json';

/**
 * The one way a page writes schema.org data: one `<script type="application/ld+json">` per
 * object, escaped as every script's data of the server is (`scriptJson`), so no text of the content
 * can close the element. Public pages carry no nonce and the server's policy allows the element by
 * its hash like any inline script; pages rendered with a nonce give it here.
 */
export function JsonLd({ data }: { data: readonly Record<string, unknown>[] }) {
  const nonce = useNonce();
  return data.map((item, i) => (
    <script
      key={`${String(item['@type'])}-${i}`}
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own, escaped by scriptJson
      dangerouslySetInnerHTML={{ __html: scriptJson(item) }}
    />
  ));
}
