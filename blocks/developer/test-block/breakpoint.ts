import { BREAKPOINT_ORDER, BREAKPOINTS, type Breakpoint } from '../../../ui/constants';

/** The breakpoint a viewport width falls in: the widest whose minimum it reaches. */
export function breakpointOf(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const name of BREAKPOINT_ORDER) if (width >= BREAKPOINTS[name]) current = name;
  return current;
}

/** Scripts found in pasted HTML: external ones by address, inline ones by size. */
export function scriptsIn(html: string): { src?: string; inlineLength?: number }[] {
  const found: { src?: string; inlineLength?: number }[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(pattern)) {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(match[1] ?? '')?.[1];
    found.push(src ? { src } : { inlineLength: (match[2] ?? '').trim().length });
  }
  return found;
}
