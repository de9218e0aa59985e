import type { AnchorHTMLAttributes } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { localizePath } from '../routing/locale-url'
import { usePageLocale } from '../routing/usePageLocale'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** A logical path ('/community?x=1'); the locale prefix is added here. */
  href: string
  /** Mark the link as the current page when its path matches (navigation). */
  markCurrent?: boolean
}

/** An in-app link in the page's language. External and hash links pass through. */
export function Link({ href, markCurrent = false, children, ...rest }: LinkProps) {
  const locale = usePageLocale()
  const { urlPathname } = usePageContext()
  const internal = href.startsWith('/')
  const target = internal ? localizePath(href, locale) : href
  const logicalPath = href.split(/[?#]/)[0]
  const current = markCurrent && internal && urlPathname === logicalPath ? 'page' : undefined
  return (
    <a href={target} aria-current={current} {...rest}>
      {children}
    </a>
  )
}
