/** What the gallery picker offers: photos and text documents (.txt, .md, .csv). */
export const GALLERY_ACCEPT = 'image/*,.txt,.md,.markdown,.csv,text/plain,text/markdown,text/csv';

const DOCUMENT_EXTENSIONS = ['.txt', '.md', '.markdown', '.csv'];

/** Photos and the text documents the server reads; anything else is left out. */
export function isUploadable(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type.startsWith('image/')) return true;
  const name = file.name.toLowerCase();
  return (
    ['text/plain', 'text/markdown', 'text/csv'].includes(file.type) ||
    DOCUMENT_EXTENSIONS.some((extension) => name.endsWith(extension))
  );
}

export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}
