// Stands in for the `server-only` marker package: these tests run on the server side already.
export {}
