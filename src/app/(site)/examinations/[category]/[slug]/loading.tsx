import { Loading } from '@/components/ui/Loading'

export default Loading
