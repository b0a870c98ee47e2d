/**
* | output |
* | --- |
* | "Being sent by M-Pesa" |
*
* @param {Payout_Status_SendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_sending: ((inputs?: Payout_Status_SendingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Status_SendingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Status_SendingInputs = {};
