/**
* | output |
* | --- |
* | "Refund sent" |
*
* @param {Earnings_Refund_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_refund_sent: ((inputs?: Earnings_Refund_SentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Refund_SentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Refund_SentInputs = {};
