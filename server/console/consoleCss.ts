import { createHash } from "node:crypto";

// the console's one stylesheet, inline in every page; the CSP allows it by its hash alone
export const CONSOLE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f24;background:#f4f5f7}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.5rem 1rem;background:#1d3557;color:#fff}
header a{color:#fff}
header form{margin:0}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0;list-style:none}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.2rem}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input,select{font:inherit;padding:.4rem;border:1px solid #57606a;border-radius:4px;max-width:100%}
button{font:inherit;padding:.4rem .9rem;border:0;border-radius:4px;background:#1d3557;color:#fff;cursor:pointer;margin:.5rem .5rem .5rem 0}
button.danger{background:#9b1c1c}
.notice{padding:.5rem 1rem;border-left:4px solid #1d3557;background:#fff;margin:0 0 1rem}
.error{border-color:#9b1c1c}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #d0d7de;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;background:#fff;padding:.5rem 1rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;align-items:flex-start;gap:1rem;margin:1rem 0}
.actions form{background:#fff;padding:.5rem 1rem}
.hint{margin:.25rem 0;max-width:22rem;font-size:.9rem}
a{color:#0b4f9c}
.slip{display:flex;flex-wrap:wrap;gap:1rem;padding:0;list-style:none}
.slip li{display:flex;flex-direction:column;align-items:center;background:#fff;padding:.5rem}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.code{font:700 1.2rem/1.2 ui-monospace,monospace;letter-spacing:.1em}
@media (max-width:40rem){dl{grid-template-columns:1fr;gap:0}dd{margin-bottom:.4rem}.actions form{flex:1 1 100%}
.scroll table,.scroll tbody,.scroll tr,.scroll td{display:block}
.scroll thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.scroll tr{border-bottom:1px solid #d0d7de;padding:.25rem 0}
.scroll td{display:flow-root;padding:.15rem .5rem;border:0;overflow-wrap:anywhere}
.scroll td::before{content:attr(data-label) / "";float:left;min-width:40%;max-width:50%;padding-right:.5rem;font-weight:600;overflow-wrap:break-word}}
@media print{header,.notice{display:none}body{background:#fff}}
`;

export const CONSOLE_CSS_HASH = `sha256-${createHash("sha256").update(CONSOLE_CSS).digest("base64")}`;

// nothing but this page's own style: no script, no frame, forms back to the console only
export const CONSOLE_CSP = [
  "default-src 'none'",
  `style-src '${CONSOLE_CSS_HASH}'`,
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");
