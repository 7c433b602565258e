import { Loading } from '@/components/ui/Loading'

// In a route group so this boundary does not wrap /gallery/[slug], whose 404 must come before streaming.
export default Loading
