/**
 * Opens the outbound links of the contact page. Both go through window.open so the page (and its
 * tests) can observe them. A chat link gets a new tab; a mail link is handed to the mail client from
 * the current tab ('_self' on a mailto: URL does not unload the page), which avoids an empty tab.
 * Returns false when the browser blocked the new tab, so the page can offer the link instead.
 */
export function openInNewTab(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  // The chat site must not be able to script this page (noopener would make open() return null).
  try {
    opened.opener = null;
  } catch {
    // Some stubs and browsers refuse the assignment; the tab is open either way.
  }
  return true;
}

export function openMailClient(url: string): void {
  window.open(url, '_self');
}
