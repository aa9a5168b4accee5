/** A failure a client can cause or should be told about, with the HTTP status it maps to. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
