/**
 * The site's request handling, loaded by `main.ts` (through Vite in development, from the build in
 * production): fixture backends, page data for client navigation, server rendering. Each group of
 * routes registers itself from `routes/`, in the order they answer.
 */
import express from 'express';
import { JSDOM } from 'jsdom';
import '../../engine/schemas/compiled-checkers';
import { registry } from '../../blocks';
import { loadExamples } from '../../engine/registry';
import type { BlockEnvelope } from '../../engine/schemas';
import { setSanitizerWindow } from '../../ui/content/sanitize';
import { registerFixtureRoutes } from './routes/fixtures';
import { registerPageDataRoute } from './routes/page-data';
import { registerPageRoutes } from './routes/pages';
import { registerQaRoutes } from './routes/qa';
import { registerSeoRoutes } from './routes/seo';
import { type AppOptions, createServices } from './services';

export type { AppOptions } from './services';

setSanitizerWindow(new JSDOM('').window as never);

/** One valid example of every registered block (the demo page). */
export async function demoBlocks(): Promise<BlockEnvelope[]> {
  const firsts = await Promise.all(
    registry.all().map(async (def) => (await loadExamples(def))[0] as BlockEnvelope),
  );
  return firsts.filter(Boolean);
}

export function createApp(options: AppOptions): express.Router {
  const router = express.Router();
  const services = createServices(options);
  registerFixtureRoutes(router, options.config, demoBlocks);
  registerSeoRoutes(router, services);
  registerPageDataRoute(router, services);
  registerQaRoutes(router, services);
  registerPageRoutes(router, services);
  return router;
}
