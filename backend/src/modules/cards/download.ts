/** A Content-Disposition for a download named after her: an ASCII name, and the full one for browsers that read `filename*`. */
export function attachment(name: string, ext: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\w .-]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'character';
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${name.slice(0, 60)}.${ext}`)}`;
}
