/**
 * A page's own scripts start after its first picture (decision 019). Astro writes each component
 * script as `<script type="module" src="…"></script>` (astro/dist/runtime/server/render/script.js),
 * which a browser fetches as soon as it reads the tag, alongside the first picture: on a phone's
 * slow line, code that only enhances shares the line with what the visitor came to see. Here those
 * tags become one list (#later-scripts) that the layout's inline loader (src/scripts/later-scripts.ts)
 * starts once the first picture is on screen. Inline scripts (the loader itself) are left alone.
 */
import { LATER_SCRIPTS_ID } from '#shared/later-scripts';

const COMPONENT_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

export function scriptsAfterFirstPicture(html: string): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  const sources: string[] = [];
  const rest = html.slice(0, end).replace(COMPONENT_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const list = `<script type="application/json" id="${LATER_SCRIPTS_ID}">${JSON.stringify(sources).replace(/</g, '\\u003c')}</script>`;
  return rest + list + html.slice(end);
}
