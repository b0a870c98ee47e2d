/**
* | output |
* | --- |
* | "Or pay from the M-Pesa menu yourself. {steps}" |
*
* @param {Notify_Pay_By_HandInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_pay_by_hand: ((inputs: Notify_Pay_By_HandInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Pay_By_HandInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Pay_By_HandInputs = {
    steps: NonNullable<unknown>;
};
