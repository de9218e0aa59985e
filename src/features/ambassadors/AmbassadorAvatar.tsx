import { useEffect, useRef, useState } from 'react'
import { avatarColourOf, initialsOf } from './ambassador-format'

type AvatarProps = {
  id: string
  firstName: string
  lastInitial: string
  photoUrl: string | null
  /** Rendered square size in px (the image is requested at this size). */
  size: number
}

/**
 * The ambassador's photo, or their initials on a stable colour when there is
 * none or it fails to load — never a broken image. Decorative (`alt=""`):
 * the name is written right beside it.
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
    <img ref={image} className="ambassador-avatar" src={photoUrl} alt="" width={size} height={size} loading="lazy" decoding="async" style={style} onError={() => setFailed(true)} />
  )
}
