import { useEffect, useRef, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react'
import { attachReveal } from './attach-reveal'
import './reveal.css'

/** A ref for an element that should fade in when it scrolls into view (seed §9 constants). */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (!ref.current) return
    return attachReveal(ref.current)
  }, [])
  return ref
}

type RevealProps<As extends ElementType> = {
  as?: As
  children: ReactNode
} & Omit<ComponentPropsWithoutRef<As>, 'as' | 'children'>

/**
 * Wraps a page section: `<Reveal as="section" aria-labelledby="x">…</Reveal>`.
 * Visible in the prerendered HTML and without JS; only sections below the
 * fold are hidden after hydration, then revealed once.
 */
export function Reveal<As extends ElementType = 'div'>({ as, children, ...rest }: RevealProps<As>) {
  const ref = useReveal<HTMLElement>()
  const Component: ElementType = as ?? 'div'
  return (
    <Component ref={ref} {...rest}>
      {children}
    </Component>
  )
}
