/** A request the stand-in refuses: answered with `status` and the contract's error body. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
