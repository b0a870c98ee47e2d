/**
* | output |
* | --- |
* | "M-Pesa; cards coming soon" |
*
* @param {Press_Fact_Payments_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_fact_payments_value: ((inputs?: Press_Fact_Payments_ValueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Fact_Payments_ValueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_Fact_Payments_ValueInputs = {};
