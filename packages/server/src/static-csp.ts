import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The CSP sources of the inline scripts in the portal's index.html (the build writes one: the
 * public pages' preload, packages/portal/vite.public-preload.ts): each allowed by its hash, so
 * no other inline script runs. None without a portal to serve, or when it has no index.html.
 */
export function inlineScriptSources(staticDir: string | null): string[] {
  if (!staticDir) return [];
  let html: string;
  try {
    html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const sources: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    sources.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return sources;
}
