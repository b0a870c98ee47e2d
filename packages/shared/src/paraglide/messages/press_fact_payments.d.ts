/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Press_Fact_PaymentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_fact_payments: ((inputs?: Press_Fact_PaymentsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Fact_PaymentsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_Fact_PaymentsInputs = {};
