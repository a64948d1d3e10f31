import { describe, expect, it } from 'vitest';
import { summaryOf } from './summary';

describe('the summary line of a list item', () => {
  it('takes its title in the content’s language, French when it has none', () => {
    expect(summaryOf({ title: { fr: 'Question', en: 'Question EN' } }, 'en')).toBe('Question EN');
    expect(summaryOf({ main_title: { fr: 'Titre' } }, 'en')).toBe('Titre');
  });

  it('falls back to other naming keys, plain text, clipped', () => {
    expect(summaryOf({ link: { text: { fr: 'Accueil' }, url: { fr: '/fr' } } }, 'fr')).toBe('Accueil');
    expect(summaryOf({ description: { fr: '<p>Un <strong>texte</strong></p>' } }, 'fr')).toBe('Un texte');
    expect(summaryOf({ description: { fr: 'x'.repeat(100) } }, 'fr')).toHaveLength(60);
    expect(summaryOf({ lat: 1 }, 'fr')).toBe('');
  });
});
