import type { Access, FieldAccess } from 'payload'

export const anyone: Access = () => true

export const signedIn: Access = ({ req }) => Boolean(req.user)

export const nobody: Access = () => false

export const nobodyField: FieldAccess = () => false

/** Staff see drafts; visitors see only what is published. */
export const signedInOrPublished: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })
