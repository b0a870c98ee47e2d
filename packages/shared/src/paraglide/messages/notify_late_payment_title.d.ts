/**
* | output |
* | --- |
* | "Your payment for {space} arrived after the booking ended" |
*
* @param {Notify_Late_Payment_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_late_payment_title: ((inputs: Notify_Late_Payment_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Late_Payment_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Late_Payment_TitleInputs = {
    space: NonNullable<unknown>;
};
