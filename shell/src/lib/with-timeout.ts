/**
 * Rejects when `promise` has not settled within `ms`. Loading a section's module fails fast when
 * a server refuses or 404s, but waits forever on a server that accepts and never answers; this
 * turns that hang into an error the section's error state can show.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
