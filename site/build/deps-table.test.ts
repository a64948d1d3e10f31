import { describe, expect, it } from 'vitest';
import { withoutBlockStylesheets } from './deps-table';

const table = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`;

describe('block stylesheets out of the bundle’s table', () => {
  const components = new Set(['Hero-a.js', 'Search-b.js']);

  it('give block components an empty list and keep, renumbered, what other lazy imports need', () => {
    const code =
      table(['assets/Hero-a.css', 'assets/Modal-c.js', 'assets/Search-b.css', 'assets/Modal-d.css']) +
      'a=()=>C(()=>import(`./Hero-a.js`),__vite__mapDeps([0])),' +
      'b=()=>C(()=>import(`./Search-b.js`).then(e=>e.t),__vite__mapDeps([2,0])),' +
      'c=()=>C(()=>import("./Modal-c.js"),__vite__mapDeps([1,3]))';
    expect(withoutBlockStylesheets(code, components)).toEqual({
      code:
        table(['assets/Modal-c.js', 'assets/Modal-d.css']) +
        'a=()=>C(()=>import(`./Hero-a.js`),[]),' +
        'b=()=>C(()=>import(`./Search-b.js`).then(e=>e.t),[]),' +
        'c=()=>C(()=>import("./Modal-c.js"),__vite__mapDeps([0,1]))',
      rewritten: 2,
    });
  });

  it('drop the table when nothing else uses it, and leave a chunk without one alone', () => {
    const code = `${table(['assets/Hero-a.css'])}a=()=>C(()=>import('./Hero-a.js'),__vite__mapDeps([0]))`;
    expect(withoutBlockStylesheets(code, components)).toEqual({
      code: "a=()=>C(()=>import('./Hero-a.js'),[])",
      rewritten: 1,
    });
    expect(withoutBlockStylesheets('a=()=>import("./Hero-a.js")', components)).toBeUndefined();
  });
});

describe('the bundler’s output shape', () => {
  it('fails on a chunk that names the table in a shape this build does not read', () => {
    const changed =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f??=["assets/Hero-a.css"]))=>i.map(i=>d[i]);\n' +
      'a=()=>C(()=>import("./Hero-a.js"),__vite__mapDeps([0]))';
    expect(() => withoutBlockStylesheets(changed, new Set(['Hero-a.js']))).toThrow(/__vite__mapDeps/);
  });
});
