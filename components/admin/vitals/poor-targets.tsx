import { formatSamples, RATING_LABELS } from "@/lib/admin/vitals";
import type { PoorTargets } from "@/lib/admin/vitals-report";
import { DataTable, EmptyRow, Td, Th, Tr } from "@/components/admin/data-table";

export function PoorTargetsTable({ groups }: { groups: PoorTargets[] }) {
  return (
    <DataTable label="Elements behind poor values">
      <thead>
        <tr>
          <Th>Route</Th>
          <Th className="w-24">Metric</Th>
          <Th className="w-36">{RATING_LABELS.poor} values</Th>
          <Th>Most frequent elements</Th>
        </tr>
      </thead>
      <tbody>
        {groups.length === 0 ? (
          <EmptyRow colSpan={4}>No poor value with a recorded element in this period.</EmptyRow>
        ) : (
          groups.map((group) => (
            <Tr key={`${group.metric} ${group.route}`}>
              <Td label="Route" className="font-mono text-sm break-all">
                {group.route}
              </Td>
              <Td label="Metric">{group.metric}</Td>
              <Td label="Poor" className="tabular-nums">
                {formatSamples(group.poor)}
              </Td>
              <Td label="Elements">
                <ol className="grid gap-1.5">
                  {group.targets.map((element) => (
                    <li
                      key={`${element.kind} ${element.words} ${element.place}`}
                      className="break-words"
                    >
                      {element.kind}
                      {element.words ? (
                        <span className="font-medium text-foreground"> “{element.words}”</span>
                      ) : null}
                      {element.place ? (
                        <>
                          {" "}
                          <span className="text-muted-foreground">in</span>{" "}
                          <span className="font-medium text-foreground">“{element.place}”</span>
                        </>
                      ) : null}{" "}
                      <span className="text-muted-foreground tabular-nums">
                        ({element.samples.toLocaleString("en")})
                      </span>
                    </li>
                  ))}
                </ol>
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}
