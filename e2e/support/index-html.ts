/**
 * The scripts the shell's index.html names (shared/build/preload-start-chunks.cjs,
 * entry-version.cjs): main.js by its version, and the content-hashed chunks it preloads.
 * The minified HTML leaves attribute values unquoted where it can.
 */
export function startScripts(html: string): { main: string | undefined; chunks: string[] } {
  return {
    main: /src="?(\/main\.js\?v=[0-9a-f]{16})/.exec(html)?.[1],
    chunks: [...html.matchAll(/(?:src|href)="?(\/[^"\s>]+\.[0-9a-f]{8}\.js)/g)].map(
      (m) => m[1] ?? '',
    ),
  };
}
