export function freePort(): Promise<number>;
export function startLocalBackend(options: {
  repoDir: string;
  /** "fs" writes the files; "git" also commits each save. */
  mode?: "fs" | "git";
  log?: (line: string) => void;
}): Promise<{ url: string; apiUrl: string; close: () => Promise<void> }>;
