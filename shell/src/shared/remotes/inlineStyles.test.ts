import { afterEach, describe, expect, it } from 'vitest';
import { claimInlineStyles, isInlineStyle } from './inlineStyles';

const origin = window.location.origin;
const VR = `${origin}/remotes/mf-vr/`;

let added: Element[] = [];
/** The head as the server writes it: the shell's sheet, two of mf-vr's (one linked), one of mf-listings'. */
function serverHead(): void {
  const template = document.createElement('template');
  template.innerHTML = [
    '<style data-href="/static/css/async/app.1a.css">.a{}</style>',
    '<style data-href="/remotes/mf-vr/static/css/async/581.2b.css">.b{}</style>',
    '<link rel="stylesheet" href="/remotes/mf-vr/static/css/async/__federation_expose_VrPage.3c.css">',
    '<style data-href="/remotes/mf-listings/static/css/async/762.4d.css">.c{}</style>',
  ].join('');
  added = [...template.content.children];
  document.head.append(...added);
}

const dataHrefs = () => added.map((el) => (el as HTMLElement).dataset.href);

afterEach(() => {
  for (const el of added) el.remove();
});

describe('the sheets the server wrote into the page', () => {
  it("give a remote's sheets the address its chunk loader compares, and leave the shell's and other remotes' alone", () => {
    serverHead();
    claimInlineStyles(VR);
    expect(dataHrefs()).toEqual([
      '/static/css/async/app.1a.css',
      'static/css/async/581.2b.css',
      'static/css/async/__federation_expose_VrPage.3c.css',
      '/remotes/mf-listings/static/css/async/762.4d.css',
    ]);
    // A linked sheet keeps its address: only what the loaders compare changes.
    expect(added[2]?.getAttribute('href')).toBe(
      '/remotes/mf-vr/static/css/async/__federation_expose_VrPage.3c.css',
    );
  });

  it('are known to be on the page by any form of their address, before and after a remote claims them', () => {
    serverHead();
    expect(isInlineStyle('/remotes/mf-listings/static/css/async/762.4d.css')).toBe(true);
    expect(isInlineStyle(`${VR}static/css/async/581.2b.css`)).toBe(true);
    claimInlineStyles(VR);
    expect(isInlineStyle(`${VR}static/js/../../static/css/async/581.2b.css`)).toBe(true);
    expect(isInlineStyle(`${VR}static/css/async/__federation_expose_VrPage.3c.css`)).toBe(true);
    expect(isInlineStyle(`${origin}/static/css/async/app.1a.css`)).toBe(true);
  });

  it('do not hide a sheet the page lacks, nor take a string that is not an address', () => {
    serverHead();
    claimInlineStyles(VR);
    expect(isInlineStyle(`${VR}static/css/async/999.5e.css`)).toBe(false);
    expect(isInlineStyle('/remotes/mf-search/static/css/async/581.2b.css')).toBe(false);
    expect(isInlineStyle('http://[')).toBe(false);
  });
});
