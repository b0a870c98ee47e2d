/**
* | output |
* | --- |
* | "Not synced yet" |
*
* @param {Cal_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_not_synced: ((inputs?: Cal_Not_SyncedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Not_SyncedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Not_SyncedInputs = {};
