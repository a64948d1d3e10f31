import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { Image, Link, Localized, label, serverData, Text, titled } from '../../engine/schemas';
import { unnamedProperties } from './schema-walk';

describe('every property a tester edits has a name in French and English', () => {
  it('holds for every registered block, nested objects, list items and content types included', () => {
    const missing: string[] = [];
    for (const def of registry.all()) {
      for (const path of unnamedProperties(def.fields)) missing.push(`${def.type} fields${path}`);
      for (const path of unnamedProperties(def.params)) missing.push(`${def.type} block_params${path}`);
    }
    expect(missing).toEqual([]);
  });

  it('finds a property without a name, deep inside a list, a localized value or a content type', () => {
    const schema = Type.Object({
      named: titled(Text, 'Nommé', 'Named'),
      nameless: Text,
      half: Type.String(label('Français seulement', '')),
      list: Type.Array(Type.Object({ inner: Type.Integer() }), label('Liste', 'List')),
      link: titled(Link, 'Lien', 'Link'),
      image: titled(Image, 'Image', 'Image'),
      files: Localized(Type.Array(Type.Object({ url: Type.String() })), label('Fichiers', 'Files')),
      choice: Type.Union(
        [Type.Object({ a: Type.String(label('A', 'A')) }), Type.Literal('x')],
        label('C', 'C'),
      ),
      // Filled by the content backend and shown whole: its inside needs no names.
      embedded: serverData(
        Type.Object({ records: Type.Array(Type.Object({ id: Type.String() })) }),
        'D',
        'D',
      ),
      unnamedEmbedded: Type.Object(
        { records: Type.Array(Type.Object({ id: Type.String() })) },
        { 'x-widget': 'server-data' },
      ),
    });
    expect(unnamedProperties(schema)).toEqual([
      '/nameless',
      '/half',
      '/list/items/inner',
      '/files/items/url',
      '/choice/anyOf/0',
      '/unnamedEmbedded',
    ]);
  });
});
