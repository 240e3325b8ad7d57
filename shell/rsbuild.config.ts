import type { HtmlTag } from '@rsbuild/core';
import { ENTRY_SCRIPTS_ID, FIRST_VIEW_LOADER } from '@manzil/contract';
import { createAppConfig } from '../rsbuild.shared';

/** The entry scripts become a list that FIRST_VIEW_LOADER starts once the first view has painted. */
function startAfterFirstView(tags: HtmlTag[]): HtmlTag[] {
  const isEntry = (tag: HtmlTag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string';
  const sources = tags.filter(isEntry).map((tag) => tag.attrs!.src as string);
  return [
    ...tags.filter((tag) => !isEntry(tag)),
    {
      tag: 'script',
      attrs: { type: 'application/json', id: ENTRY_SCRIPTS_ID },
      children: JSON.stringify(sources).replace(/</g, '\\u003c'),
      head: false,
    },
    { tag: 'script', children: FIRST_VIEW_LOADER, head: false },
  ];
}

export default createAppConfig({
  app: 'shell',
  extra: {
    html: {
      template: './src/index.html',
      tags: [startAfterFirstView],
    },
    server: {
      // In development the API (and /remotes.json pointing at the remotes' dev servers) runs on its own port.
      proxy: { '/api': 'http://127.0.0.1:3001', '/remotes.json': 'http://127.0.0.1:3001' },
      historyApiFallback: true,
    },
  },
});
