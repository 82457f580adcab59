/** An input the linter took long over (a finding only past the time limit). */
export interface SlowInput {
  readonly ms: number;
  readonly generator: string;
  readonly origin?: string;
  readonly chars: number;
  readonly chunk: number;
  readonly index: number;
}

/** The `limit` slowest inputs offered, slowest first. */
export class SlowestInputs {
  private readonly items: SlowInput[] = [];

  constructor(private readonly limit: number) {}

  offer(item: SlowInput): void {
    const last = this.items[this.items.length - 1];
    if (this.items.length >= this.limit && last !== undefined && last.ms >= item.ms) return;
    this.items.push(item);
    this.items.sort((a, b) => b.ms - a.ms);
    this.items.length = Math.min(this.items.length, this.limit);
  }

  list(): SlowInput[] {
    return [...this.items];
  }
}
