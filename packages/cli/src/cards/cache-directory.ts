import path from "node:path";

/**
 * Where downloaded card data is cached, per user:
 * RECYCLE_RULES_CACHE_DIR, else $XDG_CACHE_HOME/recycle-rules (the XDG spec ignores a relative
 * value, so do we), else %LOCALAPPDATA%\recycle-rules\cache on Windows, ~/Library/Caches/recycle-rules
 * on macOS and ~/.cache/recycle-rules elsewhere. Pure: the caller passes process.env,
 * process.platform and os.homedir(), so every platform's answer can be tested on any machine.
 */
export function cacheDirectory(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string): string {
  const paths = platform === "win32" ? path.win32 : path.posix;
  const explicit = env["RECYCLE_RULES_CACHE_DIR"];
  if (explicit !== undefined && explicit !== "") return explicit;
  const xdg = env["XDG_CACHE_HOME"];
  if (xdg !== undefined && paths.isAbsolute(xdg)) return paths.join(xdg, "recycle-rules");
  if (platform === "win32") {
    const local = env["LOCALAPPDATA"];
    return paths.join(local !== undefined && local !== "" ? local : paths.join(home, "AppData", "Local"), "recycle-rules", "cache");
  }
  if (platform === "darwin") return paths.join(home, "Library", "Caches", "recycle-rules");
  return paths.join(home, ".cache", "recycle-rules");
}
