// Counts an animation's frames from its structure, without decoding a pixel: sharp decodes every
// frame of a GIF or WebP, so frames × canvas is what an upload really costs.

/** Frames in a GIF: walks the blocks, skipping the compressed data. Returns at least 1. */
export function gifFrames(data: Uint8Array): number {
  if (data.length < 13) return 1
  let i = 13
  const flags = data[10]
  if (flags & 0x80) i += 3 * 2 ** ((flags & 0x07) + 1)
  let frames = 0
  const skipSubBlocks = () => {
    while (i < data.length && data[i] !== 0) i += data[i] + 1
    i += 1
  }
  while (i < data.length) {
    const block = data[i]
    if (block === 0x2c) {
      frames += 1
      const local = data[i + 9]
      i += 10
      if (local & 0x80) i += 3 * 2 ** ((local & 0x07) + 1)
      i += 1 // LZW minimum code size
      skipSubBlocks()
    } else if (block === 0x21) {
      i += 2
      skipSubBlocks()
    } else {
      break // 0x3b (trailer) or garbage
    }
  }
  return Math.max(1, frames)
}

/** Frames in a WebP: one per ANMF chunk of an animated file, else 1. */
export function webpFrames(data: Uint8Array): number {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  let frames = 0
  for (let i = 12; i + 8 <= data.length;) {
    const id = String.fromCharCode(data[i], data[i + 1], data[i + 2], data[i + 3])
    const size = view.getUint32(i + 4, true)
    if (id === 'ANMF') frames += 1
    i += 8 + size + (size % 2)
  }
  return Math.max(1, frames)
}
