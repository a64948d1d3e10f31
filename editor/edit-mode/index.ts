/** Edit mode on public pages, loaded lazily by the page route only when an editor asks for it. */
export { EditableBlockList } from './EditableBlockList';
export * from './events';
