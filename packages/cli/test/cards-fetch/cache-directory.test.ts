import { describe, expect, it } from "vitest";
import { cacheDirectory } from "../../src/cards/cache-directory.js";

describe("cacheDirectory", () => {
  it.each<[string, NodeJS.ProcessEnv, NodeJS.Platform, string]>([
    ["RECYCLE_RULES_CACHE_DIR wins everywhere", { RECYCLE_RULES_CACHE_DIR: "/srv/cache/rr", XDG_CACHE_HOME: "/xdg" }, "linux", "/srv/cache/rr"],
    ["RECYCLE_RULES_CACHE_DIR on Windows", { RECYCLE_RULES_CACHE_DIR: "D:\\rr", LOCALAPPDATA: "C:\\Users\\ann\\AppData\\Local" }, "win32", "D:\\rr"],
    ["XDG_CACHE_HOME", { XDG_CACHE_HOME: "/home/ann/.xdg-cache" }, "linux", "/home/ann/.xdg-cache/recycle-rules"],
    ["XDG_CACHE_HOME on macOS too", { XDG_CACHE_HOME: "/Users/ann/.cache" }, "darwin", "/Users/ann/.cache/recycle-rules"],
    ["a relative XDG_CACHE_HOME is ignored, as the XDG spec says", { XDG_CACHE_HOME: "cache" }, "linux", "/home/ann/.cache/recycle-rules"],
    ["an empty RECYCLE_RULES_CACHE_DIR is ignored", { RECYCLE_RULES_CACHE_DIR: "" }, "linux", "/home/ann/.cache/recycle-rules"],
    ["Linux", {}, "linux", "/home/ann/.cache/recycle-rules"],
    ["FreeBSD", {}, "freebsd", "/home/ann/.cache/recycle-rules"],
    ["macOS", {}, "darwin", "/home/ann/Library/Caches/recycle-rules"],
  ])("%s", (_name, env, platform, expected) => {
    expect(cacheDirectory(env, platform, "/home/ann")).toBe(expected);
  });

  it("uses %LOCALAPPDATA% on Windows, and the usual place under the profile without it", () => {
    expect(cacheDirectory({ LOCALAPPDATA: "C:\\Users\\ann\\AppData\\Local" }, "win32", "C:\\Users\\ann")).toBe("C:\\Users\\ann\\AppData\\Local\\recycle-rules\\cache");
    expect(cacheDirectory({}, "win32", "C:\\Users\\ann")).toBe("C:\\Users\\ann\\AppData\\Local\\recycle-rules\\cache");
  });
});
