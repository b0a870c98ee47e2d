/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Cal_Sync_NowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_sync_now: ((inputs?: Cal_Sync_NowInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Sync_NowInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Sync_NowInputs = {};
