/**
 * The real-estate domain: what the core API sends and receives (properties, filters, municipalities,
 * offices, members, articles, testimonials, contact). Built on the engine's TypeBox vocabulary; the
 * engine itself knows nothing of it. Blocks, stores, the API clients and the fixture backend import it.
 */

export * from './blog';
export * from './core-data';
export * from './patterns';
// The lead forms (domain/lead-forms.ts, their schemas in domain/lead-form-schemas.ts) are imported
// from their modules: only their blocks and the fixture backend need them, and through this index
// they would weigh on every page.
export * from './people';
export * from './responses';
export * from './vocabulary';
