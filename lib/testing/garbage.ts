import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * Whether `make()`'s object is still reachable once `use(object)` has finished, after a full collection: for tests of
 * what long-lived parts (pools, clients) keep of the requests that used them.
 */
export async function stillReachable<T extends object>(make: () => T, use: (object: T) => Promise<void>) {
  const ref = await (async () => {
    const object = make();
    await use(object);
    return new WeakRef(object);
  })();
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 10));
  // A weak reference keeps its object until the task that made it ends, and what a finalization registry holds for an
  // object goes only after its cleanup, in a task after the collection that freed the object: twice, then.
  for (let round = 0; round < 2; round++) {
    await nextTask();
    gc();
  }
  return ref.deref() !== undefined;
}
