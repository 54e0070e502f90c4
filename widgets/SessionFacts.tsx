import { Trans, useLingui } from "@lingui/react/macro";
import { dataUnit } from "./format/dataUnit.ts";
import { formatDataUsed } from "./format/formatDataUsed.ts";
import { formatLimit } from "./format/formatLimit.ts";
import { formatRelativeTime } from "./format/formatRelativeTime.ts";
import { formatSpeed } from "./format/formatSpeed.ts";
import { Spinner } from "./Spinner.tsx";
import "./SessionFacts.css";

export interface SessionFactsData {
  bytesUsed: number;
  byteLimit: number | null;
  endTime: string | null;
  rxMaxBytesPerSecond: number | null;
  txMaxBytesPerSecond: number | null;
  connectedClients: number;
  maxSimultaneousClients: number | null;
}

export interface SessionFactsProps {
  /** null while there is no session data: the loading dots show */
  session: SessionFactsData | null;
  /** for stories and tests: the clock relative times are measured from */
  now?: number;
}

/** The session's facts: data used, limit, end time, speed and connected devices. */
export function SessionFacts({ session, now }: SessionFactsProps) {
  const { i18n, t } = useLingui();
  if (!session) return <Spinner />;
  const locale = i18n.locale;
  const unlimited = t({ id: "status.unlimited", message: "Unlimited" });
  const speed = formatSpeed(session.rxMaxBytesPerSecond, session.txMaxBytesPerSecond, locale);
  const devices =
    session.maxSimultaneousClients === null
      ? t({ id: "status.devices.unlimited", message: `${session.connectedClients} (no limit)` })
      : t({
          id: "status.devices.of",
          message: `${session.connectedClients} of ${session.maxSimultaneousClients}`,
        });
  // one unit for used and limit, side by side in the table: the data used's (MB below 1000 MB)
  const unit = dataUnit(session.bytesUsed);
  // an end in the past is told as past: "Ended 40 minutes ago", never "Ends 40 minutes ago"
  const ended = session.endTime !== null && Date.parse(session.endTime) <= (now ?? Date.now());
  const rows: [string, string][] = [
    [t({ id: "status.dataUsed", message: "Data used" }), formatDataUsed(session.bytesUsed, locale, unit)],
    [
      t({ id: "status.limit", message: "Data limit" }),
      formatLimit(session.byteLimit, locale, unit) ?? unlimited,
    ],
    [
      ended ? t({ id: "status.endedTime", message: "Ended" }) : t({ id: "status.endTime", message: "Ends" }),
      session.endTime ? formatRelativeTime(session.endTime, locale, now) : unlimited,
    ],
    [t({ id: "status.speed", message: "Speed" }), speed ?? unlimited],
    [t({ id: "status.devices", message: "Connected devices" }), devices],
  ];
  return (
    <table className="gw-card gw-facts">
      <caption className="gw-visually-hidden">
        <Trans id="status.facts">Session details</Trans>
      </caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
