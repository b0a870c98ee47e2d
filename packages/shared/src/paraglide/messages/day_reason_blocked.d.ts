/**
* | output |
* | --- |
* | "Blocked by the host" |
*
* @param {Day_Reason_BlockedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_blocked: ((inputs?: Day_Reason_BlockedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Reason_BlockedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Reason_BlockedInputs = {};
