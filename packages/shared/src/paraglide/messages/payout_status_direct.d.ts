/**
* | output |
* | --- |
* | "Paid to you directly" |
*
* @param {Payout_Status_DirectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_direct: ((inputs?: Payout_Status_DirectInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Status_DirectInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Status_DirectInputs = {};
