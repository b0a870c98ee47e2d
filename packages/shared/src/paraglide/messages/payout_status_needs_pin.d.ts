/**
* | output |
* | --- |
* | "Owed to you: add your KRA PIN to be paid" |
*
* @param {Payout_Status_Needs_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_needs_pin: ((inputs?: Payout_Status_Needs_PinInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Status_Needs_PinInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Status_Needs_PinInputs = {};
