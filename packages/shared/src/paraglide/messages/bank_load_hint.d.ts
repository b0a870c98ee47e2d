/**
* | output |
* | --- |
* | "The camt.053 (XML) or MT940 file from the bank's online banking. Each credit pays the bookings whose references it names." |
*
* @param {Bank_Load_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_load_hint: ((inputs?: Bank_Load_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Load_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Load_HintInputs = {};
