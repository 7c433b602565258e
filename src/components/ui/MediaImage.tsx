import type { ImageProps } from 'next/image'
import { imageDetails } from '@/content/media'
import { ResponsiveImage } from './ResponsiveImage'

type Props = Omit<ImageProps, 'alt' | 'src' | 'preload' | 'priority'> & {
  src: string
  priority?: boolean
  /**
   * Leave out to render the image's own alt text (empty when it is marked decorative). Pass "" where
   * the place makes any image decoration: a background under a title, a card's picture beside its linked title.
   */
  alt?: string
}

/**
 * An uploaded image as the site shows it: its alt text from the media library, and crops
 * (object-fit: cover) centred on the editor's focal point. Inline style attributes are allowed by
 * the site's CSP (style-src 'unsafe-inline', src/lib/securityHeaders.ts).
 */
export async function MediaImage({ src, alt, style, ...rest }: Props) {
  const details = await imageDetails(src)
  const position = details?.position
  return (
    <ResponsiveImage
      {...rest}
      src={src}
      alt={alt ?? details?.alt ?? ''}
      style={position ? { ...style, objectPosition: position } : style}
    />
  )
}
