// The hostile suite's tables of queries: Payload REST, GraphQL bodies, query strings; cases.ts sends them.

// ---- Payload REST queries that cannot run: an unknown operator, an object where a value belongs, bad numbers.
export const badQueries = [
  'where[title][equals][$ne]=1',
  'where[title][$ne]=1',
  'where[title][nope]=1',
  'where[nope][equals]=1',
  'where[createdAt][greater_than]=abc',
  'where[createdAt][equals]=2020-99-99',
  'where[updatedAt][less_than][a]=1',
  'where[id][equals]=abc',
  'where[id][in]=a,b',
  'where[id][in][0][x]=1',
  'where[title][near]=1',
  'where[title][near]=1,2,3',
  'where[title][within]=1',
  'where[title][within][type]=Polygon',
  'where[title][intersects]=1',
  'where[author.email][near]=1,2',
  'where[title][all]=a,b',
  'where[title][all][0]=a',
  'where[id][all]=1,2',
  `where=${encodeURIComponent('{"title":{"all":["a","b"]}}')}`,
  'where[title][in][a]=1',
  'where[title][not_in][0][x]=1',
  'where[createdAt][in]=x,y',
  'where[id][not_in]=a',
  'where[title][like][a]=1',
  'where[title][contains][0]=a&where[title][contains][1]=b',
  'where[title][not_like][$regex]=x',
  'where[title][exists]=maybe',
  'where[title][exists]=',
  'where[title][exists][a]=1',
  'where[title][equals][0]=a&where[title][equals][1]=b',
  'where[and]=1',
  'where[or]=x',
  'where[or][0]=x',
  'where=abc',
  `where=${encodeURIComponent('{"title":{"$ne":1}}')}`,
  'where[or][0][or][0][or][0][or][0][or][0][or][0][or][0][or][0][or][0][title][equals]=x',
  'depth=abc',
  'depth=-1',
  'depth=1000',
  'depth[a]=1',
  'limit=-1',
  'limit=abc',
  'limit=99999999999',
  'limit=1.5',
  'limit[a]=1',
  'page=-1',
  'page=1e9',
  'page=abc',
  'page=0',
  'sort=nope',
  'sort[a]=1',
  'sort=title;drop%20table%20blogs',
]
export const publicCollections = [
  'blogs',
  'events',
  'exams',
  'exam-categories',
  'media',
  'downloads',
  'download-categories',
  'values',
  'slider-items',
]
export const privateCollections = [
  'users',
  'contact-messages',
  'enquiries',
  'notifications',
  'entries',
  'payments',
  'entry-files',
  'payment-notifications',
]
export const badIds = ['abc', '1e9', '-1', '0x1', '99999999999999999999', '1.5', '%20', 'null']

// ---- GraphQL bodies: unreadable, the wrong shape, introspection, depth, recursion, size.
const deepSelection = (depth: number) => '{ a '.repeat(depth) + '}'.repeat(depth)
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`
export const graphqlBodies: [string, string, number[]][] = [
  ['invalid JSON', '{', [400]],
  ['truncated JSON', '{"query":', [400]],
  ['empty body', '', [400]],
  ['null', 'null', [400]],
  ['an array (batch)', JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ __typename }' }))), [400]],
  ['a string', '"x"', [400]],
  ['a number', '1', [400]],
  ['query not a string', '{"query":1}', [400]],
  ['syntax error', '{"query":"{"}', [400]],
  ['introspection __schema', JSON.stringify({ query: '{ __schema { types { name } } }' }), [400]],
  ['introspection __type', JSON.stringify({ query: '{ __type(name: "Blog") { name fields { name } } }' }), [400]],
  ['deep nesting (50)', JSON.stringify({ query: deepSelection(50) }), [400]],
  ['deep nesting (5000)', JSON.stringify({ query: deepSelection(5000) }), [400, 413]],
  [
    'recursive fragments',
    JSON.stringify({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }),
    [400],
  ],
  [
    'self-recursive fragment',
    JSON.stringify({ query: '{ Blogs { docs { ...F } } } fragment F on Blog { id ...F }' }),
    [400],
  ],
  ['4,000 aliases', JSON.stringify({ query: aliases(4000) }), [400]],
  [
    '500 aliased lists',
    JSON.stringify({
      query: `{ ${Array.from({ length: 500 }, (_, i) => `b${i}: Blogs { docs { id title } }`).join(' ')} }`,
    }),
    [400],
  ],
  ['variables not an object', JSON.stringify({ query: '{ __typename }', variables: 'x' }), [400]],
  ['unknown operationName', JSON.stringify({ query: '{ __typename }', operationName: 'Nope' }), [400]],
  ['unknown field', JSON.stringify({ query: '{ nope }' }), [400]],
  ['200 kB query', JSON.stringify({ query: `{ __typename ${' '.repeat(200_000)}}` }), [413]],
  [
    'mutation without signing in',
    JSON.stringify({
      query: 'mutation { createUser(data: { email: "x@example.lk", password: "abcdefghijklmnop" }) { id } }',
    }),
    [400, 401, 403],
  ],
  [
    'contact message by mutation',
    JSON.stringify({
      query:
        'mutation { createContactMessage(data: { name: "x", email: ' +
        '"x@example.lk", subject: "x", message: "x" }) { id } }',
    }),
    [400, 401, 403],
  ],
]

// ---- Query strings: paging out of range on pages and lists, huge and repeated parameters.
export const pagedPages = ['/blogs', '/gallery', '/blogs-and-gallery']
export const pagedLists = ['/api/get-all-blogs', '/api/get-all-events']
export const badPaging = [
  'page=-1',
  'page=1e9',
  'page=abc',
  'page=0',
  'page=1.5',
  'page=%00',
  'page=99999999999999999999',
  'page[]=1',
  'page=1&page=2',
  'page=1&limit=-1',
  'page=1&limit=1e9',
  'page=%ff',
]
export const junkQueries = [
  'x=' + 'y'.repeat(6_000),
  Array.from({ length: 1_000 }, (_, i) => `p${i}=1`).join('&'),
  Array.from({ length: 1_000 }, () => 'a=1').join('&'),
  '%ff=%fe',
  'a[b][c][d][e][f][g][h][i][j][k][l]=1',
  'utm_source=%00%0d%0a',
]
