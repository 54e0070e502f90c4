// the one MAC rule is schemas/mac.ts's (readMac); this name stays for the tools' public entry
// (operations.ts) and the tests that spell it so
export { MAC_PATTERN, readMac as normaliseMac } from "../../schemas/mac.ts";
