// A service's input: the value itself (GraphQL, tests) or a function that reads it (the REST shims pass
// the body's reader), called once the service has checked who is asking, so an unauthenticated request
// is refused before its body is read.
export type Input = unknown | (() => Promise<unknown>);

export async function readInput(input: Input): Promise<unknown> {
  return typeof input === 'function' ? await (input as () => Promise<unknown>)() : input;
}
