const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CIRCLE_PATH = new RegExp(`^/(items|places)/(${UUID})/?$`, 'i');

/**
 * The in-app path a scanned label leads to ("/items/<id>"), or null when the code is not a
 * Circle label. Labels hold the server's public address, which may differ from the address this
 * app is opened at (a phone on the home network, a renamed server): the path decides.
 */
export function circlePathOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const match = CIRCLE_PATH.exec(url.pathname);
  if (!match) return null;
  return `/${match[1]!.toLowerCase()}/${match[2]!.toLowerCase()}`;
}
