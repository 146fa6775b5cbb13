import { DEVICE_LABELS, VITAL_METRICS, type VitalDevice } from "@/lib/admin/vitals";
import type { RouteRow } from "@/lib/admin/vitals-report";
import { DataTable, EmptyRow, Td, Th, Tr } from "@/components/admin/data-table";

import { VitalValue } from "./vital-value";

/** Each route's p75 on one kind of device, the most visited route first. */
export function RouteTable({ device, rows }: { device: VitalDevice; rows: RouteRow[] }) {
  const label = `p75 per route on ${DEVICE_LABELS[device].toLowerCase()}`;
  return (
    <DataTable label={label}>
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr>
          <Th>Route</Th>
          {VITAL_METRICS.map((metric) => (
            <Th key={metric} className="w-52">
              {metric}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={4}>
            No visits from {DEVICE_LABELS[device].toLowerCase()} in this period.
          </EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.route}>
              <Td label="Route" className="font-mono text-sm break-all">
                {row.route}
              </Td>
              {VITAL_METRICS.map((metric) => (
                <Td key={metric} label={metric}>
                  <VitalValue metric={metric} figure={row.figures[metric]} />
                </Td>
              ))}
            </Tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}
