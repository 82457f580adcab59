import path from "node:path";
import { CONFIG_FILE_NAME, ConfigLoader, catalogWithExtraCards, type CardPools, type FileRole, type LoadedConfig, type RuleOverrides } from "@recycle-rules/linter";
import { filePathOf } from "./files/workspace-roots.js";

/** What an open document's `recycle-rules.config.json` makes of it (docs/configuration.md). */
export interface DocumentConfig {
  /** Ignored, or a scenario or deck list by the config's `files` patterns (the default ones without a config); undefined: they don't say. */
  readonly role: FileRole | undefined;
  /** The config's severities. */
  readonly rules?: RuleOverrides;
  /** The config's card files with the `cards.extraFiles` setting's over them, both games; absent: the bundled cards. */
  readonly cards?: CardPools;
}

/** The `cards.extraFiles` setting's cards: their catalog, and the files' data to layer over a config's catalog. */
export interface ExtraCards {
  readonly cards?: CardPools;
  readonly sources: readonly { readonly name: string; readonly data: unknown }[];
}

/** Whether a path or URI names a config file (which is never linted as a scenario or deck list). */
export function isConfigFile(pathOrUri: string): boolean {
  return path.basename(pathOrUri) === CONFIG_FILE_NAME;
}

/**
 * The server's one ConfigLoader: the nearest `recycle-rules.config.json` above each open
 * document, read from disk (the saved file, as the CLI reads it) and kept until `clear()`, which
 * the server calls when a config changes. `onRead` hears of each config the first time it is read
 * after a clear, so its problems can be shown.
 */
export class DocumentConfigs {
  private readonly loader = new ConfigLoader();
  private extra: ExtraCards = { sources: [] };
  /** Each config's catalog with the setting's cards over it, made once per catalog (until the setting changes). */
  private layered = new WeakMap<CardPools, CardPools>();
  private readonly heard = new WeakSet<LoadedConfig>();

  constructor(private readonly onRead: (config: LoadedConfig) => void = () => undefined) {}

  /** The config of the document at `uri`; a document that is not a file (untitled) has none. */
  of(uri: string): DocumentConfig {
    const file = filePathOf(uri);
    if (file === undefined) return { role: undefined, ...(this.extra.cards ? { cards: this.extra.cards } : {}) };
    if (isConfigFile(file)) return { role: undefined };
    const settings = this.loader.settingsFor(file);
    if (settings.config) this.announce(settings.config);
    const cards = this.cardsOver(settings.config?.cards);
    return { role: settings.role, ...(settings.rules ? { rules: settings.rules } : {}), ...(cards ? { cards } : {}) };
  }

  /** Reads a config file (one that changed, or was opened), so its problems are shown even when no open document uses it. */
  read(file: string): void {
    this.announce(this.loader.load(file));
  }

  /** New `cards.extraFiles` cards; false when they are the ones already in use (nothing to lint again). */
  setExtraCards(extra: ExtraCards): boolean {
    if (extra.cards === this.extra.cards) return false;
    this.extra = extra;
    this.layered = new WeakMap();
    return true;
  }

  /** Forgets every config read: the next document asks the disk again. */
  clear(): void {
    this.loader.clear();
  }

  private announce(config: LoadedConfig): void {
    if (this.heard.has(config)) return;
    this.heard.add(config);
    this.onRead(config);
  }

  /**
   * The config's cards, then the setting's files over them (a card of the same name in the
   * setting's files wins): the project's cards for everyone, a person's own files on top.
   */
  private cardsOver(config: CardPools | undefined): CardPools | undefined {
    if (!config) return this.extra.cards;
    if (this.extra.sources.length === 0) return config;
    let both = this.layered.get(config);
    if (!both) this.layered.set(config, (both = catalogWithExtraCards(this.extra.sources, config).pools));
    return both;
  }
}
