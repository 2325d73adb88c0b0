/**
 * Sends the lines' quantities to the server (CartApi.edit) one after the other, in the order they
 * were changed. A failure keeps the local quantity and is reported to the screen with its error (whose
 * server message the screen shows: spec section 8 'Edit cart: server message as ... error').
 */
import type { CartLine } from '../../domain/cart';
import type { CartApi } from '../ports/cart-api.port';

export class QuantityQueue {
  private edits: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly api: Pick<CartApi, 'edit'>,
    private readonly onFailure: (error: unknown) => void = () => undefined,
  ) {}

  /** Queues the line's quantity (a line the server does not know yet, without a code, is skipped). */
  send(line: Pick<CartLine, 'code' | 'quantity'>): void {
    if (line.code === '') return;
    const { code, quantity } = line;
    this.edits = this.edits.then(() => this.api.edit(code, { quantity })).catch((error: unknown) => this.onFailure(error));
  }

  /** Resolves when every quantity sent so far has been answered. */
  settled(): Promise<unknown> {
    return this.edits;
  }
}
