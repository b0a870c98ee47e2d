/**
* | output |
* | --- |
* | "We received your M-Pesa payment after the booking had been released, so it will be refunded to your M-Pesa." |
*
* @param {Notify_Late_Payment_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_late_payment_text: ((inputs?: Notify_Late_Payment_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Late_Payment_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Late_Payment_TextInputs = {};
