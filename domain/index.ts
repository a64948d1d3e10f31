/**
 * The real-estate domain: what the core API sends and receives (properties, filters, municipalities,
 * offices, members, articles, testimonials, contact). Built on the engine's TypeBox vocabulary; the
 * engine itself knows nothing of it. Blocks, stores, the API clients and the fixture backend import it.
 */
export * from './core-data';
export * from './people';
export * from './responses';
