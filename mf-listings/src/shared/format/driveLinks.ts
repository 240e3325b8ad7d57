/**
 * Cloud-drive file links cannot be framed as they are; their /preview form can (docs/glossary.md
 * "Area detail panel"). Both `/file/d/{id}/…` and `open?id={id}` become `/file/d/{id}/preview`;
 * every other link is used unchanged.
 */
const FILE_PATH = /^(https?:\/\/drive\.google\.com)\/file\/d\/([A-Za-z0-9_-]+)(?:\/[^?#]*)?(?:[?#].*)?$/;
const OPEN_QUERY = /^(https?:\/\/drive\.google\.com)\/open\?(?:.*&)?id=([A-Za-z0-9_-]+)/;

export function toEmbedUrl(link: string): string {
  const url = link.trim();
  const match = FILE_PATH.exec(url) ?? OPEN_QUERY.exec(url);
  return match ? `${match[1]}/file/d/${match[2]}/preview` : url;
}
