/**
* | output |
* | --- |
* | "Confirm payment for {reference}?" |
*
* @param {Admin_Confirm_Payment_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_confirm_payment_title: ((inputs: Admin_Confirm_Payment_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Confirm_Payment_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Confirm_Payment_TitleInputs = {
    reference: NonNullable<unknown>;
};
