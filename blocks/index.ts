/**
 * The block registry: one line per block. Adding a block = its folder + one line here.
 * A block type name is a contract with the content backend: never rename one, add a new version.
 */
import { createRegistry } from '../engine/registry';
import qaAccordion from './content/qa-accordion';
import scriptBlock from './developer/script';
import spacer from './layout/spacer';

export const registry = createRegistry([spacer, qaAccordion, scriptBlock]);
