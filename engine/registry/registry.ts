import type { AnyBlockDefinition } from './define-block';

export interface Registry {
  get(type: string): AnyBlockDefinition | undefined;
  has(type: string): boolean;
  types(): string[];
  all(): AnyBlockDefinition[];
}

export function createRegistry(definitions: readonly AnyBlockDefinition[]): Registry {
  const byType = new Map<string, AnyBlockDefinition>();
  for (const def of definitions) {
    if (byType.has(def.type)) throw new Error(`Block type "${def.type}" is registered twice`);
    byType.set(def.type, def);
  }
  return {
    get: (type) => byType.get(type),
    has: (type) => byType.has(type),
    types: () => [...byType.keys()],
    all: () => [...byType.values()],
  };
}
