/** How many letters before the extension stay on its line: "…hoto.jpeg", never "….jp / eg". */
const KEPT_WITH_EXTENSION = 4;

/** A file name split where it may wrap: the start, and its last letters with the extension. */
export function splitFileName(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return [name, ''];
  const cut = Math.max(0, dot - KEPT_WITH_EXTENSION);
  return [name.slice(0, cut), name.slice(cut)];
}

/** A file name that wraps anywhere except inside its extension. */
export function FileName({ name }: { name: string }) {
  const [start, end] = splitFileName(name);
  return (
    <>
      {start}
      {end ? <span className="file-name__end">{end}</span> : null}
    </>
  );
}
