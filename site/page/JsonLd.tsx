import { scriptJson } from '../root/server-extras';

/**
 * One schema.org object as a `<script type="application/ld+json">`, for any page to add to its
 * head part (a property page's `RealEstateListing`, say). The JSON is escaped as every script's
 * data of the server is (`scriptJson`): no text of the content can close the element.
 */
export function JsonLd({ data, nonce }: { data: Record<string, unknown>; nonce?: string }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own, escaped by scriptJson
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
