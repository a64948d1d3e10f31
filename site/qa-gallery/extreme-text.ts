/** The text of the extreme payloads (site/qa-gallery/extremes.ts); no imports, so browser tests can read it. */

/** Set by the markup the HTML-looking text carries if it were ever run. */
export const INJECTION_FLAG = '__extremeInjected';

/** Markup a careless block would render as markup: it must come out as text. */
export const HTML_LOOKING = `<img src=x onerror="window.${INJECTION_FLAG}=1"><script>window.${INJECTION_FLAG}=1</script><b>gras</b>`;

/** Mixed writing: accents, an unbroken 60-letter word, Arabic and Hebrew (RTL), CJK, emoji with joiners. */
export const MIXED = [
  'Évaluation gratuite à Trois-Rivières',
  'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstalt',
  'عقار للبيع في مونتريال',
  'דירה למכירה',
  '蒙特利尔房产',
  '👩‍👩‍👧‍👦🏡✨',
  HTML_LOOKING,
].join(' ');
