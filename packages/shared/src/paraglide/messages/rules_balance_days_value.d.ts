/**
* | output |
* | --- |
* | "{days} day(s) before" |
*
* @param {Rules_Balance_Days_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_balance_days_value: ((inputs: Rules_Balance_Days_ValueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_Balance_Days_ValueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_Balance_Days_ValueInputs = {
    days: NonNullable<unknown>;
};
