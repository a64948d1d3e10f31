import { useLingui } from '@lingui/react/macro';
import { ShareBar } from '../../ui/share/ShareBar';

/** A listing's share bar, as a blog post has it, sharing the page's full address. */
export function ListingShare({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  return (
    <ShareBar
      url={url}
      title={title}
      label={t`Partager cette propriété`}
      names={{
        facebook: t`Partager sur Facebook`,
        x: t`Partager sur X`,
        linkedin: t`Partager sur LinkedIn`,
        email: t`Envoyer par courriel`,
      }}
      printLabel={t`Imprimer la fiche`}
    />
  );
}
