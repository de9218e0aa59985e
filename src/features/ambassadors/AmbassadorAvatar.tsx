import { useEffect, useRef, useState } from 'react'
import { PHOTO_SIZES_PX, photoFileUrl, photoSrcSet } from '../../contract/photo'
import { avatarColourOf, initialsOf } from './ambassador-format'

type AvatarProps = {
  id: string
  firstName: string
  lastInitial: string
  /** The photo's base URL (src/contract/photo.ts): each stored size is `{photoUrl}-{size}.webp`. */
  photoUrl: string | null
  /** Rendered square size in CSS px: the box is fixed at it, photo or not, so nothing moves when the image arrives. */
  size: number
}

/**
 * The ambassador's photo, or their initials on a stable colour when there is
 * none or it fails to load — never a broken image. Decorative (`alt=""`):
 * the name is written right beside it. `srcset` lists every stored size
 * and `sizes` the rendered one, so a 2× screen gets the 192 px file for a
 * 88 px box; `src`, for browsers without srcset, is the smallest, which
 * covers every avatar box at 1×.
 */
export function AmbassadorAvatar({ id, firstName, lastInitial, photoUrl, size }: AvatarProps) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    // A prerendered <img> may have failed before React attached onError.
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [photoUrl])
  // Text colour beside its background: the pair must contrast even before (or without) the card's stylesheet.
  const style = { width: size, height: size, backgroundColor: avatarColourOf(id), color: '#fff' }
  if (!photoUrl || failed) {
    return (
      <span className="ambassador-avatar ambassador-avatar-initials" style={{ ...style, fontSize: Math.round(size / 2.6) }} aria-hidden="true">
        {initialsOf(firstName, lastInitial)}
      </span>
    )
  }
  return (
    <img
      ref={image}
      className="ambassador-avatar"
      src={photoFileUrl(photoUrl, PHOTO_SIZES_PX[0])}
      srcSet={photoSrcSet(photoUrl)}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={style}
      onError={() => setFailed(true)}
    />
  )
}
