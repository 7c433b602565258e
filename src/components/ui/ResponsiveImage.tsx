import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * next/image's srcset, AVIF/WebP and sizes, rendered on the server as a plain <img>: the browser gets
 * no image JavaScript. `priority` marks the page's largest image: fetched first, and preloaded.
 */
export function ResponsiveImage({
  priority,
  ...rest
}: Omit<ImageProps, 'preload' | 'priority'> & { priority?: boolean }) {
  const { props } = getImageProps({ ...rest, ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}) })
  if (priority && props.src) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own output; alt is in props
  return <img {...props} />
}
