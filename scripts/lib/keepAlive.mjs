// Preloaded into the bench's tsx runs (generator, backup, restore): libsql's native calls hold no handle of
// their own, so the event loop can empty while one is pending and Node exits with 13. The scripts end by
// process.exit.
setInterval(() => {}, 60_000)
