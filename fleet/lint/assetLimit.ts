/**
 * Largest brand asset, in bytes. Every device that joins the ship's Wi-Fi downloads the logo,
 * header and banner before it is online, over one satellite link shared by the whole ship;
 * 24 KB keeps the three together well under a second even when hundreds board at once.
 */
export const ASSET_LIMIT_BYTES = 24 * 1024;
