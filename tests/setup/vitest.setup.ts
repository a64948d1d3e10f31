import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests render sanitised rich text at once, as a server or the editor does (a public
// page's browser reuses its server's markup or loads the sanitiser: ui/content/RichText.tsx).
if (typeof document !== 'undefined') await import('../../ui/content/sanitize');

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
