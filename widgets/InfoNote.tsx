import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import "./InfoNote.css";

export type InfoTopic = "satellite" | "ios" | "buy-at-bar" | "buy-at-info-desk" | "free-24h";

const NOTES: Record<InfoTopic, ReactNode> = {
  satellite: (
    <Trans id="note.satellite">
      The Wi-Fi runs over a satellite link with limited capacity, shared by everyone on board. Speeds may be
      low at busy times.
    </Trans>
  ),
  ios: (
    <Trans id="note.ios">
      On iPhone and iPad, keep your voucher code: iOS may forget the Wi-Fi login and ask for the code again.
    </Trans>
  ),
  "buy-at-bar": <Trans id="note.bar">You can also buy a Wi-Fi voucher at the bar on board.</Trans>,
  "buy-at-info-desk": <Trans id="note.infodesk">You can also buy a voucher at the info desk.</Trans>,
  "free-24h": <Trans id="note.free24h">Free Wi-Fi lasts up to 24 hours, then reconnect.</Trans>,
};

/** A short standing note: satellite capacity, the iOS advice, where to buy, how long free Wi-Fi lasts. */
export function InfoNote({ topic }: { topic: InfoTopic }) {
  return (
    <p className="gw-note" data-topic={topic}>
      {NOTES[topic]}
    </p>
  );
}
