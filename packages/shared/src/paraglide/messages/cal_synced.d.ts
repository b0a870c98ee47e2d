/**
* | output |
* | --- |
* | "Synced {at} · {busy}" |
*
* @param {Cal_SyncedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_synced: ((inputs: Cal_SyncedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_SyncedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_SyncedInputs = {
    at: NonNullable<unknown>;
    busy: NonNullable<unknown>;
};
