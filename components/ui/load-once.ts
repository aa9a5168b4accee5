/**
 * A loader of a part's code that fetches it once and hands every caller the same promise; a failed fetch (weak
 * signal) is forgotten, so the next intent tries again. `onLoaded` sees the part as soon as it has arrived.
 */
export function loadOnce<T>(load: () => Promise<{ default: T }>, onLoaded?: (part: T) => void): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().then(
      (m) => {
        onLoaded?.(m.default);
        return m.default;
      },
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
}
