import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { teamMembersFields, teamMembersParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Membres de l’équipe', en: 'Team members' },
  description: {
    fr: 'Carrousel de l’équipe : photo, nom, fonction, description avec voir plus',
    en: 'Team carousel: photo, name, job title, description with see more',
  },
  category: 'people',
  fields: teamMembersFields,
  params: teamMembersParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
