/**
* | output |
* | --- |
* | "Paid bookings of your spaces show here, with Nafasi's fee and what you are owed." |
*
* @param {Earnings_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_none_text: ((inputs?: Earnings_None_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_None_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_None_TextInputs = {};
