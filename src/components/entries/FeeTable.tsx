import { formatLkr } from '@/calendar/upcoming'

/** An entry's itemised fee as the server computed it, with the total. */
export function FeeTable({ items, total }: { items: { label: string; amount: number }[]; total: number }) {
  return (
    <table className="mt-4 w-full text-left text-sm" data-fee-table>
      <caption className="sr-only">The fee, itemised</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {items.map((item, i) => (
          <tr key={`${item.label}-${i}`}>
            <td className="py-2.5 pr-4 text-slate-700">{item.label}</td>
            <td className="whitespace-nowrap py-2.5 text-right font-semibold text-navy">{formatLkr(item.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-navy">
          <th scope="row" className="pt-3 text-base font-bold text-navy">
            Total
          </th>
          <td className="whitespace-nowrap pt-3 text-right text-lg font-extrabold text-navy" data-total>
            {formatLkr(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
