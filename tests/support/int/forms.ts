// What the form endpoint tests share: bodies that pass every check, and a form body built from fields.

/** A contact message that passes every check. */
export const validContact = {
  name: 'Kamal Perera',
  email: 'kamal@example.lk',
  subject: 'IGCSE entry',
  message: 'When do entries close?',
}

/** An IELTS enquiry with only the fields it requires. */
export const validIelts = {
  title: 'IELTS',
  fname: 'Nimali',
  lname: 'Silva',
  email: 'nimali@example.lk',
  phone: '+94 77 123 4567',
}

/** A complete PTE enquiry (the PTE form requires every field). */
export const validPte = {
  ...validIelts,
  title: 'PTE',
  destination: 'australia',
  intake: 'other',
  location: 'wattala',
  subject: 'PTE dates',
  message: 'Next test date?',
}

/** A multipart body with these fields, as a browser's form sends it. */
export const formData = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return form
}
