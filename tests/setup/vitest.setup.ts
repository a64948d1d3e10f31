import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadMediaPlayers } from '../../ui/content/ContentMedia';

// Component tests render sanitised rich text at once, as a server or the editor does (a public
// page's browser reuses its server's markup or loads the sanitiser: ui/content/RichText.tsx).
if (typeof document !== 'undefined') await import('../../ui/content/sanitize');
// And draw videos at once, as a server does (browsers load the players with the first video).
await preloadMediaPlayers();

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
