/**
* | output |
* | --- |
* | "For large bookings: a deposit holds the booking and the balance comes before it." |
*
* @param {Rules_Deposit_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_deposit_hint: ((inputs?: Rules_Deposit_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_Deposit_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_Deposit_HintInputs = {};
