/**
* | output |
* | --- |
* | "This credit has already paid its bookings." |
*
* @param {Bank_Credit_SettledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_credit_settled: ((inputs?: Bank_Credit_SettledInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Credit_SettledInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Credit_SettledInputs = {};
