/**
 * Sends the lines' quantities to the server (CartApi.edit) one after the other, in the order they
 * were changed. A failure keeps the local quantity and is reported to the screen.
 */
import type { CartLine } from '../../domain/cart';
import type { CartApi } from '../ports/cart-api.port';

export class QuantityQueue {
  private edits: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly api: Pick<CartApi, 'edit'>,
    private readonly onFailure: () => void = () => undefined,
  ) {}

  /** Queues the line's quantity (a line the server does not know yet, without a code, is skipped). */
  send(line: Pick<CartLine, 'code' | 'quantity'>): void {
    if (line.code === '') return;
    const { code, quantity } = line;
    this.edits = this.edits.then(() => this.api.edit(code, { quantity })).catch(() => this.onFailure());
  }

  /** Resolves when every quantity sent so far has been answered. */
  settled(): Promise<unknown> {
    return this.edits;
  }
}
