/**
* | output |
* | --- |
* | "Refund being sent" |
*
* @param {Earnings_Refund_SendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_refund_sending: ((inputs?: Earnings_Refund_SendingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Earnings_Refund_SendingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Earnings_Refund_SendingInputs = {};
