interface Waiting {
  weight: number;
  seq: number;
  turn: (drawn: boolean) => void;
}

/**
 * Who draws a page next when the server is busy (issue 33: 100 addresses, each under its own page
 * limit, asked for more pages than two cores can draw, and an honest page waited 4 s behind theirs).
 * At most `drawing` pages are drawn at once; the others wait, and the next is the one whose client
 * has drawn the fewest lately (its `weight`: pages in the last minute), so a passenger's first page
 * goes ahead of a flood's hundredth. At most `waiting` wait: one more turns away the heaviest of
 * them, or itself when it is the heaviest.
 */
export class PageQueue {
  readonly #drawing: number;
  readonly #waitingMax: number;
  readonly #waiting: Waiting[] = [];
  #running = 0;
  #seq = 0;

  constructor(drawing = 4, waiting = 64) {
    this.#drawing = drawing;
    this.#waitingMax = waiting;
  }

  /** Resolves true when this page may be drawn (then call done()), false when it was turned away. */
  turn(weight: number): Promise<boolean> {
    if (this.#running < this.#drawing) {
      this.#running++;
      return Promise.resolve(true);
    }
    return new Promise((turn) => {
      const entry = { weight, seq: this.#seq++, turn };
      if (this.#waiting.length >= this.#waitingMax) {
        const heaviest = this.#pick(
          (a, b) => a.weight > b.weight || (a.weight === b.weight && a.seq > b.seq),
        );
        if (!heaviest || heaviest.weight <= weight) return turn(false);
        this.#remove(heaviest).turn(false);
      }
      this.#waiting.push(entry);
    });
  }

  // the next page is picked on the event loop's next turn, after the requests that arrived
  // meanwhile have been read: a passenger's page that came during this one can go next
  done(): void {
    setImmediate(() => {
      const next = this.#pick((a, b) => a.weight < b.weight || (a.weight === b.weight && a.seq < b.seq));
      if (next) this.#remove(next).turn(true);
      else this.#running--;
    });
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  // the entry that comes first by `before` (a few dozen at most: a scan)
  #pick(before: (a: Waiting, b: Waiting) => boolean): Waiting | undefined {
    let best: Waiting | undefined;
    for (const entry of this.#waiting) if (!best || before(entry, best)) best = entry;
    return best;
  }

  #remove(entry: Waiting): Waiting {
    this.#waiting.splice(this.#waiting.indexOf(entry), 1);
    return entry;
  }
}
