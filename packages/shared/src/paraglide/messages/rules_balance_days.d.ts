/**
* | output |
* | --- |
* | "Balance due" |
*
* @param {Rules_Balance_DaysInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_balance_days: ((inputs?: Rules_Balance_DaysInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_Balance_DaysInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_Balance_DaysInputs = {};
