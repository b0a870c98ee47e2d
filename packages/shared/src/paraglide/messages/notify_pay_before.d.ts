/**
* | output |
* | --- |
* | "To confirm it, pay {amount} by M-Pesa before {by}: open your bookings and choose Pay with M-Pesa, and enter your PIN when your phone asks." |
*
* @param {Notify_Pay_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_pay_before: ((inputs: Notify_Pay_BeforeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Pay_BeforeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Pay_BeforeInputs = {
    amount: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
