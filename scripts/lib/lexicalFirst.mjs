// Preloaded (`--import`) by the tsx scripts that load the Payload config. Lexical's ESM entry awaits an
// import at its top level, and Node 20 deadlocks now and then when many of the editor's packages load it
// at once (seen here: 2 of 4 loads of the config hung, silently); evaluated alone first, it cannot.
await import('lexical')
