// A4 portrait, 2 × 5 cards of 95 × 55 mm inside a 10 mm frame: the header line sits in the top margin,
// the dashed lines are where to cut; each card has a QR code to the portal. Colours print as they are
// (print-color-adjust), no page margins from the browser (@page margin 0), so "100 %" in the print
// dialog is the only setting that matters.
export const CARDS_PER_PAGE = 10;

export const sheetStyle = (primary: string, onPrimary: string) => `
@page { size: A4 portrait; margin: 0 }
* { box-sizing: border-box }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact }
body { margin: 0; background: #d9dbde; font: 7pt/1.3 "Liberation Sans", Arial, "DejaVu Sans", sans-serif; color: #1a1a1a }
.page { width: 210mm; height: 297mm; margin: 8mm auto; padding: 12mm 10mm 10mm; background: #fff;
  position: relative; box-shadow: 0 1mm 4mm rgb(0 0 0 / 0.25); break-after: page; overflow: hidden }
.page:last-child { break-after: auto }
.meta { position: absolute; top: 4.5mm; left: 10mm; right: 10mm; display: flex; justify-content: space-between;
  font-size: 7pt; color: #555 }
.grid { display: grid; grid-template-columns: repeat(2, 95mm); grid-auto-rows: 55mm;
  border-top: 0.3mm dashed #9aa0a6; border-left: 0.3mm dashed #9aa0a6 }
.card { border-right: 0.3mm dashed #9aa0a6; border-bottom: 0.3mm dashed #9aa0a6; padding: 2.5mm 4mm 2mm;
  display: flex; flex-direction: column; gap: 1.1mm; overflow: hidden }
.card > header { display: flex; align-items: center; gap: 2.5mm; background: ${primary}; color: ${onPrimary};
  border-radius: 1.5mm; padding: 1.2mm 2mm; min-height: 9mm }
.logo { max-width: max-content; background: #fff; border-radius: 1mm; padding: 0.6mm 1mm; height: 7mm; display: flex; align-items: center }
.logo img { height: 5.8mm; max-width: 30mm; display: block }
.brand { font-weight: 700; font-size: 9pt; white-space: nowrap; overflow: hidden; text-overflow: ellipsis }
.zone { font-weight: 700; font-size: 8.5pt; flex: 1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis }
.titles { text-align: right; font-size: 6pt; line-height: 1.1 }
.titles span { display: block }
.top { display: flex; gap: 2.5mm; align-items: center }
.top .code { flex: 1; min-width: 0 }
.qr { width: 12mm; height: 12mm; flex: none; display: block }
.where { flex: none; margin: 0; font-size: 6.5pt; text-align: center; white-space: nowrap; overflow: hidden; text-overflow: ellipsis }
.defs { position: absolute; width: 0; height: 0; overflow: hidden }
.code { margin: 0; text-align: center; font: 700 18pt/1 "DejaVu Sans Mono", ui-monospace, Menlo, Consolas, monospace;
  letter-spacing: 0.12em; border: 0.5mm solid ${primary}; border-radius: 1.5mm; padding: 1.5mm 0 1.3mm }
.code span + span { margin-left: 0.5em }
.how { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.6mm; flex: 1 }
.how li { font-size: 5.9pt; line-height: 1.2 }
.how b { font-weight: 700 }
.card > footer { display: flex; justify-content: space-between; font-size: 6pt; color: #555 }
.screen-note { max-width: 210mm; margin: 6mm auto 0; font: 10pt/1.4 system-ui, sans-serif; color: #333 }
@media print {
  body { background: none }
  .page { margin: 0; box-shadow: none }
  .screen-note { display: none }
}`;
