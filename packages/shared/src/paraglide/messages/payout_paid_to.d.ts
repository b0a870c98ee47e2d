/**
* | output |
* | --- |
* | "Paid to" |
*
* @param {Payout_Paid_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_paid_to: ((inputs?: Payout_Paid_ToInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Paid_ToInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Paid_ToInputs = {};
