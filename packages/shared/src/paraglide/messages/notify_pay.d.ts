/**
* | output |
* | --- |
* | "To confirm it, pay {amount} by M-Pesa: open your bookings and choose Pay with M-Pesa, and enter your PIN when your phone asks." |
*
* @param {Notify_PayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_pay: ((inputs: Notify_PayInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_PayInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_PayInputs = {
    amount: NonNullable<unknown>;
};
