import { describe, expect, it } from 'vitest'
import { toSitePhotoUrl, withSitePhotoUrls } from './site-photo-urls'

const HASH = 'a'.repeat(64)

describe('withSitePhotoUrls', () => {
  it('keeps the path of photo URLs on the API host, at any depth, and nothing else', () => {
    const data = {
      ambassadors: {
        nodes: [
          { id: '1', photoUrl: `https://api.example.edu/photos/${HASH}` },
          { id: '2', photoUrl: null },
        ],
      },
      organization: { logoUrl: `https://api.example.edu/logos/${HASH}.webp` },
      me: { ambassador: { photoUrl: `/photos/${HASH}` } },
    }
    expect(withSitePhotoUrls(data)).toEqual({
      ambassadors: {
        nodes: [
          { id: '1', photoUrl: `/photos/${HASH}` },
          { id: '2', photoUrl: null },
        ],
      },
      organization: { logoUrl: `https://api.example.edu/logos/${HASH}.webp` },
      me: { ambassador: { photoUrl: `/photos/${HASH}` } },
    })
  })

  it('leaves a URL that is not one of our photos alone', () => {
    expect(toSitePhotoUrl('https://cdn.example.org/avatars/1.jpg')).toBe('https://cdn.example.org/avatars/1.jpg')
  })
})
