/**
* | output |
* | --- |
* | "{percent} % of the total" |
*
* @param {Rules_Deposit_PercentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_deposit_percent: ((inputs: Rules_Deposit_PercentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_Deposit_PercentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_Deposit_PercentInputs = {
    percent: NonNullable<unknown>;
};
