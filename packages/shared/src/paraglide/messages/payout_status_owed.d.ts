/**
* | output |
* | --- |
* | "Owed to you: say where your payouts go" |
*
* @param {Payout_Status_OwedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_owed: ((inputs?: Payout_Status_OwedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Status_OwedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Status_OwedInputs = {};
