import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * Shorter class names for CSS modules in production builds: the class, then four characters of a
 * hash of its stylesheet's path (`select_xXkI`), where the bundler's default writes
 * `_select_1jg6s_1`. Every class appears in the page's HTML, its stylesheet and the class map of
 * the script that uses it, so each character is paid for several times on every page. The class's
 * own name stays in front: a name made only of a hash (`_g18Z5Z`) is shorter but compresses worse,
 * and made the scripts heavier once gzipped.
 *
 * The name depends only on the file and the class, so the browser's and the server's builds agree
 * whatever order they meet the files in. Two stylesheets whose hashes meet could give two classes
 * the same name, which would then share their styles: the build stops instead.
 */
export function createShortClassNames(root: string) {
  const owners = new Map<string, string>();
  return (local: string, file: string): string => {
    const sheet = path.relative(root, file.replace(/\?.*$/, '')).split(path.sep).join('/');
    const source = `${sheet}:${local}`;
    const name = `${local}_${createHash('sha256').update(sheet).digest('base64url').slice(0, 4)}`;
    const owner = owners.get(name);
    if (owner === undefined) owners.set(name, source);
    else if (owner !== source)
      throw new Error(`CSS module classes ${owner} and ${source} would both be named ${name}`);
    return name;
  };
}
