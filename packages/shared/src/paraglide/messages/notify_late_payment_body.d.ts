/**
* | output |
* | --- |
* | "It will be refunded to your M-Pesa." |
*
* @param {Notify_Late_Payment_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_late_payment_body: ((inputs?: Notify_Late_Payment_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Late_Payment_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Late_Payment_BodyInputs = {};
