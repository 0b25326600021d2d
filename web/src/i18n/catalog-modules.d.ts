// The admin half of a message catalog, split off at build time (web/build/compile-messages.ts).
declare module '*.json?admin' {
  const messages: Record<string, unknown>;
  export default messages;
}

// The English language offer's strings only, as plain text (web/build/compile-messages.ts).
declare module '*.json?suggest' {
  const messages: Record<string, string>;
  export default messages;
}
