'use client'
import { useLivePreviewContext } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import './fitLivePreview.css'

// Live preview opens on the desktop view, scaled to fit its pane (Payload opens a pane-wide "Responsive"
// view, and its 1280 px desktop view ran off the pane's edge). The phone view stays at full size.
const DESKTOP = 'desktop'
const DESKTOP_WIDTH = 1280
const PADDING = 24

export function FitLivePreview() {
  const { breakpoint, isLivePreviewing, setBreakpoint, setZoom } = useLivePreviewContext()
  const opened = useRef(false)

  useEffect(() => {
    if (!isLivePreviewing) {
      opened.current = false
      return
    }
    if (opened.current) return
    opened.current = true
    setBreakpoint(DESKTOP)
  }, [isLivePreviewing, setBreakpoint])

  useEffect(() => {
    const pane = document.querySelector<HTMLElement>('.live-preview-window__main')
    if (!isLivePreviewing || !pane) return
    if (breakpoint !== DESKTOP) return void delete pane.dataset.fit
    // Payload's own zoom keeps the view 1280 px wide; the pane is scaled instead (fitLivePreview.css).
    setZoom(1)
    const fit = () => {
      // A little short of the pane, for its padding and the frame's edge.
      const scale = Math.min(1, (pane.clientWidth - 2 * PADDING) / DESKTOP_WIDTH)
      pane.style.setProperty('--live-preview-fit', scale.toFixed(3))
      pane.dataset.fit = ''
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(pane)
    return () => observer.disconnect()
  }, [breakpoint, isLivePreviewing, setZoom])
  return null
}
