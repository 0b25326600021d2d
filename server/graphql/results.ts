// A mutation's typed result: the union of its success and the domain errors it may answer with.
export const resultOf = <T extends (abstract new (...args: never[]) => Error)[]>(name: string, types: T) => ({
  types,
  union: { name: `${name}Result` },
  result: { name: `${name}Success` },
});
